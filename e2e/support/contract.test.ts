import { describe, expect, it } from "vitest";
import {
  ContractRecorder,
  PrismLog,
  findingsOf,
  listsLightWalletOption,
  mergeReports,
  prismProblem,
  uncoveredReason,
  type ContractReport,
} from "./contract";

const OPTIONS = "/api/v1/subscriptions/options";
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe("light-wallet subscription options, which no OpenAPI file describes", () => {
  it("send a monero-light save around Prism, and a monero one through it", () => {
    const light = json({ type: "monero-light", chain_id: "monero:x", view_key: "00" });
    expect(uncoveredReason("POST", OPTIONS, "application/json", light)).toEqual({
      route: `POST ${OPTIONS} (monero-light)`,
      reason: expect.stringContaining("monero-light") as unknown,
    });
    expect(
      uncoveredReason("POST", OPTIONS, "application/json", json({ type: "monero" })),
    ).toBeNull();
    expect(uncoveredReason("POST", OPTIONS, "application/json", Buffer.from("{"))).toBeNull();
    expect(uncoveredReason("POST", "/api/v1/statuses", "application/json", light)).toBeNull();
  });

  it("tell a list holding a monero-light option from other answers", () => {
    expect(listsLightWalletOption(json([{ type: "monero-light" }]))).toBe(true);
    expect(listsLightWalletOption(json([{ type: "monero" }]))).toBe(false);
    expect(listsLightWalletOption(json([]))).toBe(false);
    expect(listsLightWalletOption(json({ type: "monero-light" }))).toBe(false);
    expect(listsLightWalletOption(Buffer.from("not json"))).toBe(false);
  });
});

const PROBLEM = { "content-type": "application/problem+json" };
const problem = (type: string, extra: Record<string, unknown> = {}): Buffer =>
  Buffer.from(JSON.stringify({ type: `https://stoplight.io/prism/errors#${type}`, ...extra }));

describe("what Prism's answer says about a request", () => {
  it("a refused request: one finding per validation, with its place", () => {
    const body = problem("UNPROCESSABLE_ENTITY", {
      title: "Invalid request",
      validation: [
        { location: ["body", "status"], severity: "Error", message: "must be string" },
        { location: [], severity: "Error", message: { why: "object" } },
      ],
    });
    expect(findingsOf("POST", "/api/v1/statuses", 422, PROBLEM, body)).toEqual({
      errors: [
        {
          method: "POST",
          path: "/api/v1/statuses",
          status: 422,
          kind: "request",
          prismType: "UNPROCESSABLE_ENTITY",
          location: "body.status",
          message: "must be string",
        },
        {
          method: "POST",
          path: "/api/v1/statuses",
          status: 422,
          kind: "request",
          prismType: "UNPROCESSABLE_ENTITY",
          message: '{"why":"object"}',
        },
      ],
      warnings: [],
      routeMissing: false,
    });
  });

  it("a replaced response is a response finding; without details, its title and detail", () => {
    const body = problem("VIOLATIONS", { title: "Request/Response not valid", detail: "see" });
    expect(findingsOf("GET", "/api/v1/x", 500, PROBLEM, body).errors).toEqual([
      {
        method: "GET",
        path: "/api/v1/x",
        status: 500,
        kind: "response",
        prismType: "VIOLATIONS",
        message: "Request/Response not valid: see",
      },
    ]);
  });

  it("a route the file lacks is a route finding that says where to list it", () => {
    for (const type of ["NO_PATH_MATCHED_ERROR", "NO_METHOD_MATCHED_ERROR"]) {
      const found = findingsOf("GET", "/api/v9/new", 404, PROBLEM, problem(type, { detail: "no" }));
      expect(found.routeMissing).toBe(true);
      expect(found.errors).toHaveLength(1);
      expect(found.errors[0]).toMatchObject({ kind: "route", prismType: type, status: 404 });
      expect(found.errors[0]?.message).toMatch(/^no \(.*UNCOVERED_ROUTES/);
    }
  });

  it("a problem answer that is not Prism's is the server's own answer", () => {
    const other = Buffer.from(JSON.stringify({ type: "https://example.com/x", title: "t" }));
    expect(prismProblem(PROBLEM, other)).toBeNull();
    expect(prismProblem(PROBLEM, Buffer.from("not json"))).toBeNull();
    expect(prismProblem({ "content-type": "application/json" }, problem("VIOLATIONS"))).toBeNull();
    expect(findingsOf("GET", "/x", 400, PROBLEM, other)).toEqual({
      errors: [],
      warnings: [],
      routeMissing: false,
    });
  });

  it("the sl-violations header: errors fail, the rest warn, the place tells request from response", () => {
    const header = JSON.stringify([
      { location: ["request", "query", "limit"], severity: "Error", message: "too big" },
      { location: ["response", "body", "id"], severity: "Error", message: "missing" },
      { location: ["response"], severity: "Warning", message: "unlisted status" },
    ]);
    const found = findingsOf("GET", "/x", 404, { "sl-violations": header }, Buffer.from(""));
    expect(found.routeMissing).toBe(false);
    expect(found.errors.map((draft) => [draft.kind, draft.location, draft.message])).toEqual([
      ["request", "request.query.limit", "too big"],
      ["response", "response.body.id", "missing"],
    ]);
    expect(found.warnings).toEqual([
      {
        method: "GET",
        path: "/x",
        status: 404,
        kind: "response",
        location: "response",
        message: "unlisted status",
      },
    ]);
  });

  it("a header Prism cut short is kept as one error", () => {
    const header = `Too many violations! ${"x".repeat(3000)}`;
    const found = findingsOf("GET", "/x", 200, { "sl-violations": header }, Buffer.from(""));
    expect(found.errors).toEqual([
      { method: "GET", path: "/x", status: 200, kind: "response", message: header.slice(0, 2000) },
    ]);
    expect(found.warnings).toEqual([]);
  });
});

describe("which requests go around Prism", () => {
  const none = Buffer.from("");
  it("a visitor's reads the 3.10 file marks tokenAuth, only without a token", () => {
    expect(uncoveredReason("GET", "/api/v1/statuses/7", undefined, none, false)).toMatchObject({
      route: "GET /api/v1/statuses/{id} (visitor)",
    });
    expect(uncoveredReason("GET", "/api/v1/statuses/7", undefined, none, true)).toBeNull();
    expect(uncoveredReason("POST", "/api/v1/directory", undefined, none, false)).toBeNull();
  });

  it("the listed routes, by method", () => {
    expect(uncoveredReason("get", "/api/v1/markers", undefined, none)).toEqual({
      route: "GET /api/v1/markers",
      reason: "markers API, absent from the 3.10 OpenAPI file",
    });
    expect(uncoveredReason("PUT", "/api/v1/lists/3", undefined, none)?.route).toBe(
      "PUT /api/v1/lists/{id}",
    );
    expect(uncoveredReason("GET", "/api/v1/lists/3", undefined, none)).toBeNull();
    expect(uncoveredReason("HEAD", "/media/a.png", undefined, none)?.route).toBe("HEAD /media/*");
  });

  it("a multipart body with bytes that are not UTF-8", () => {
    const binary = Buffer.from([0x2d, 0x2d, 0xff, 0xfe, 0x00]);
    expect(uncoveredReason("POST", "/api/v1/media", "Multipart/form-data; b=1", binary)).toEqual({
      route: "POST /api/v1/media",
      reason: expect.stringContaining("UTF-8") as unknown,
    });
    expect(
      uncoveredReason("POST", "/api/v1/media", "multipart/form-data", Buffer.from("text")),
    ).toBeNull();
    expect(uncoveredReason("POST", "/api/v1/media", "application/json", binary)).toBeNull();
  });
});

const LOG_ERROR =
  "\u001b[90m[10:00:00 AM]\u001b[39m › [HTTP SERVER] post /api/v1/statuses ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY";

describe("Prism's log", () => {
  it("counts the errors and validation warnings it reports", () => {
    const log = new PrismLog();
    log.add(LOG_ERROR);
    log.add("[VALIDATOR] ⚠  warning   Violation: response.body Response body must be object");
    log.add("[HTTP SERVER] get /x ℹ  info      Request received");
    expect(log.errorEvents).toEqual(["POST /api/v1/statuses UNPROCESSABLE_ENTITY"]);
    expect(log.warningLines).toBe(1);
    expect(log.lines[0]).not.toContain("\u001b");
    log.reset();
    expect([log.lines.length, log.errorEvents.length, log.warningLines]).toEqual([0, 0, 0]);
  });
});

describe("the gate's record of a run", () => {
  const draft = {
    method: "GET",
    path: "/x",
    status: 200,
    kind: "response" as const,
    message: "bad",
  };

  it("counts the same finding once, with the first five tests it came in", () => {
    const recorder = new ContractRecorder("spec.yaml", null, null);
    for (let index = 0; index < 7; index++) {
      recorder.currentTest = `test ${String(index % 6)}`;
      recorder.add([draft], "violations");
    }
    recorder.add([{ ...draft, location: "response.body" }], "warnings");
    recorder.add([draft], "probes");
    recorder.noteChecked(false);
    recorder.noteChecked(false);
    recorder.noteChecked(true);
    recorder.noteUncovered("GET /media/*", "static");
    recorder.noteUncovered("GET /media/*", "static");
    const report = recorder.report();
    expect(report.violations).toEqual([
      { ...draft, count: 7, tests: ["test 0", "test 1", "test 2", "test 3", "test 4"] },
    ]);
    expect(report.warnings).toHaveLength(1);
    expect(report.probes).toEqual([{ ...draft, count: 1, tests: ["test 0"] }]);
    expect([report.checked, report.probeRequests]).toEqual([2, 1]);
    expect(report.uncovered).toEqual([{ route: "GET /media/*", reason: "static", count: 2 }]);
    expect(report.prismLog).toEqual({ errorLines: 0, warningLines: 0 });

    recorder.reset();
    const empty = recorder.report();
    expect([empty.checked, empty.violations, empty.uncovered]).toEqual([0, [], []]);
  });

  it("an error in Prism's log that the gate did not see is a violation", () => {
    const log = new PrismLog();
    const recorder = new ContractRecorder("spec.yaml", null, log);
    log.add(LOG_ERROR);
    log.add(LOG_ERROR);
    recorder.notePrismError("post", "/api/v1/statuses", "UNPROCESSABLE_ENTITY");
    const report = recorder.report();
    expect(report.violations).toEqual([
      {
        method: "POST",
        path: "/api/v1/statuses",
        status: 0,
        kind: "log",
        prismType: "UNPROCESSABLE_ENTITY",
        message: expect.stringContaining("did not record it") as unknown,
        count: 1,
        tests: [],
      },
    ]);
    expect(report.prismLog).toEqual({ errorLines: 2, warningLines: 0 });
  });
});

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
