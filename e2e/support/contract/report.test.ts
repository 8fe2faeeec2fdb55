import { describe, expect, it } from "vitest";
import { mergeReports, type ContractReport } from "./report";

describe("one report from every worker's", () => {
  const report = (overrides: Partial<ContractReport>): ContractReport => ({
    spec: "spec.yaml",
    skipped: null,
    checked: 0,
    violations: [],
    warnings: [],
    probes: [],
    probeRequests: 0,
    uncovered: [],
    prismLog: { errorLines: 0, warningLines: 0 },
    ...overrides,
  });
  const finding = {
    method: "GET",
    path: "/x",
    status: 200,
    kind: "response" as const,
    message: "bad",
  };

  it("adds up counts and joins the same findings and routes", () => {
    const merged = mergeReports([
      report({
        checked: 3,
        probeRequests: 1,
        violations: [{ ...finding, count: 2, tests: ["a", "b", "c"] }],
        uncovered: [{ route: "GET /media/*", reason: "static", count: 4 }],
        prismLog: { errorLines: 1, warningLines: 2 },
      }),
      report({
        checked: 5,
        violations: [
          { ...finding, count: 1, tests: ["c", "d", "e", "f"] },
          { ...finding, path: "/y", count: 1, tests: ["g"] },
        ],
        warnings: [{ ...finding, count: 1, tests: [] }],
        uncovered: [
          { route: "GET /media/*", reason: "static", count: 1 },
          { route: "GET /feeds/*", reason: "atom", count: 2 },
        ],
        prismLog: { errorLines: 0, warningLines: 3 },
      }),
    ]);
    expect(merged).toEqual(
      report({
        checked: 8,
        probeRequests: 1,
        violations: [
          { ...finding, count: 3, tests: ["a", "b", "c", "d", "e"] },
          { ...finding, path: "/y", count: 1, tests: ["g"] },
        ],
        warnings: [{ ...finding, count: 1, tests: [] }],
        uncovered: [
          { route: "GET /media/*", reason: "static", count: 5 },
          { route: "GET /feeds/*", reason: "atom", count: 2 },
        ],
        prismLog: { errorLines: 1, warningLines: 5 },
      }),
    );
  });

  it("keeps a skip, and needs one report at least", () => {
    expect(mergeReports([report({}), report({ skipped: "Contract check skipped" })]).skipped).toBe(
      "Contract check skipped",
    );
    expect(() => mergeReports([])).toThrow("no contract report to merge");
  });

  it("leaves the workers' reports as they were", () => {
    const first = report({ violations: [{ ...finding, count: 1, tests: ["a"] }] });
    const copy = structuredClone(first);
    mergeReports([first, report({ violations: [{ ...finding, count: 1, tests: ["b"] }] })]);
    expect(first).toEqual(copy);
  });
});
