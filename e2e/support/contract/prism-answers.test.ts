import { describe, expect, it } from "vitest";
import { findingsOf, prismProblem } from "./prism-answers";

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
