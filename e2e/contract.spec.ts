import type { APIRequestContext, TestInfo } from "@playwright/test";
import { GATE_URL } from "./support/config";
import { CONTRACT_CONTROL } from "./support/contract/control";
import type { ContractFinding, ContractReport } from "./support/contract/report";
import { expect, test } from "./support/fixtures";

/**
 * Proves the contract check can fail. These requests go the way the app's do
 * (app origin → gate → Prism → demo) and break the OpenAPI file on purpose;
 * the X-Contract-Probe header keeps their findings out of the failing set
 * (they are listed under "probes" in test-results/contract-violations.json).
 */
const PROBE = { "X-Contract-Probe": "1" };

async function contractReport(request: APIRequestContext): Promise<ContractReport> {
  const response = await request.get(`${GATE_URL}${CONTRACT_CONTROL.report}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ContractReport;
}

/** This test's findings that landed in the failing set: there must be none. */
function failingFindingsOfThisTest(report: ContractReport, testInfo: TestInfo): ContractFinding[] {
  const title = testInfo.titlePath.join(" › ");
  return report.violations.filter((finding) => finding.tests.includes(title));
}

/** Without the spec file nothing can be checked: say so in the report, plainly. */
function noteSkipped(report: ContractReport, testInfo: TestInfo): boolean {
  if (!report.skipped) return false;
  expect(report.skipped).toMatch(/^Contract check skipped: .+ not found$/);
  testInfo.annotations.push({ type: "contract", description: report.skipped });
  return true;
}

test("Prism rejects a request body that breaks the contract", async ({ request }, testInfo) => {
  if (noteSkipped(await contractReport(request), testInfo)) return;

  const response = await request.post("/api/v1/statuses", {
    headers: { ...PROBE, Authorization: "Bearer contract-probe" },
    data: { status: 42, visibility: "everyone" },
  });

  expect(response.status()).toBe(422);
  const problem = (await response.json()) as { type: string; validation: unknown[] };
  expect(problem.type).toBe("https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY");
  expect(problem.validation).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ location: ["body", "status"], severity: "Error" }),
      expect.objectContaining({ location: ["body", "visibility"], severity: "Error" }),
    ]),
  );

  const report = await contractReport(request);
  expect(report.probes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        method: "POST",
        path: "/api/v1/statuses",
        kind: "request",
        location: "body.status",
      }),
      expect.objectContaining({
        method: "POST",
        path: "/api/v1/statuses",
        kind: "request",
        location: "body.visibility",
      }),
    ]),
  );
  expect(failingFindingsOfThisTest(report, testInfo)).toEqual([]);
});

test("Prism rejects a response that breaks the contract", async ({ request, demo }, testInfo) => {
  if (noteSkipped(await contractReport(request), testInfo)) return;
  // The demo answers 200 with an error object where the file promises an array.
  await demo.fail({
    method: "GET",
    path: "/api/v1/custom_emojis",
    status: 200,
    error_description: "contract probe",
  });

  const response = await request.get("/api/v1/custom_emojis", { headers: PROBE });

  expect(response.status()).toBe(500);
  const problem = (await response.json()) as { type: string };
  expect(problem.type).toBe("https://stoplight.io/prism/errors#VIOLATIONS");
  const report = await contractReport(request);
  expect(report.probes).toContainEqual(
    expect.objectContaining({
      method: "GET",
      path: "/api/v1/custom_emojis",
      kind: "response",
      prismType: "VIOLATIONS",
    }),
  );
  expect(failingFindingsOfThisTest(report, testInfo)).toEqual([]);
});

test("a route the contract lacks is a finding, and the demo still answers it", async ({
  request,
}, testInfo) => {
  if (noteSkipped(await contractReport(request), testInfo)) return;

  const response = await request.get("/api/v1/no_such_route", { headers: PROBE });

  // Prism answers unknown routes itself (404 NO_PATH_MATCHED_ERROR); the gate
  // records that and lets the demo answer instead.
  expect(response.headers()["content-type"] ?? "").not.toContain("problem+json");
  const report = await contractReport(request);
  expect(report.probes).toContainEqual(
    expect.objectContaining({
      method: "GET",
      path: "/api/v1/no_such_route",
      kind: "route",
      prismType: "NO_PATH_MATCHED_ERROR",
    }),
  );
  expect(failingFindingsOfThisTest(report, testInfo)).toEqual([]);
});

test("routes the 3.10 file does not describe go around Prism and are listed", async ({
  request,
}, testInfo) => {
  if (noteSkipped(await contractReport(request), testInfo)) return;

  const response = await request.get("/assets/custom.css");

  expect(response.headers()["content-type"] ?? "").not.toContain("problem+json");
  const report = await contractReport(request);
  expect(report.uncovered).toContainEqual(
    expect.objectContaining({ route: "GET /assets/custom.css" }),
  );
});
