import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONTRACT_REPORT_FILE, GATE_URL, PRISM_LOG_FILE, REPO_ROOT, RESULTS_DIR } from "./config";
import type { ContractFinding, ContractReport } from "./contract";

function describe(finding: ContractFinding): string {
  const where = finding.location ? ` [${finding.location}]` : "";
  const times = finding.count > 1 ? ` ×${finding.count}` : "";
  const tests = finding.tests.length > 0 ? `\n      in: ${finding.tests.join(" | ")}` : "";
  return `  ✗ ${finding.method} ${finding.path} → ${finding.status} ${finding.kind}${where}: ${finding.message}${times}${tests}`;
}

/**
 * The contract check's verdict (DESIGN.md, Tests): writes
 * test-results/contract-violations.json and test-results/prism.log, prints a
 * summary, and fails the run when Prism reported any violation.
 */
export default async function globalTeardown(): Promise<void> {
  const relative = path.relative(REPO_ROOT, CONTRACT_REPORT_FILE);
  await mkdir(RESULTS_DIR, { recursive: true });
  let report: ContractReport;
  try {
    const response = await fetch(`${GATE_URL}/__contract/report`);
    if (!response.ok) throw new Error(`status ${response.status}`);
    report = (await response.json()) as ContractReport;
    const log = await fetch(`${GATE_URL}/__contract/prism-log`);
    if (log.ok) await writeFile(PRISM_LOG_FILE, await log.text());
  } catch (error) {
    const message = `The contract report could not be read from ${GATE_URL}: ${error instanceof Error ? error.message : String(error)}`;
    await writeFile(CONTRACT_REPORT_FILE, `${JSON.stringify({ error: message }, null, 2)}\n`);
    throw new Error(message);
  }
  await writeFile(CONTRACT_REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);

  if (report.skipped) {
    console.log(report.skipped);
    return;
  }
  if (report.uncovered.length > 0) {
    const uses = report.uncovered.map((use) => `${use.route} ×${use.count}`).join(", ");
    console.log(
      `contract: not covered by ${path.basename(report.spec)} (sent around Prism): ${uses}`,
    );
  }
  if (report.warnings.length > 0) {
    const total = report.warnings.reduce((sum, finding) => sum + finding.count, 0);
    console.log(
      `contract: ${total} Prism warnings (e.g. error statuses the file does not list), in ${relative}`,
    );
  }
  const violations = report.violations.reduce((sum, finding) => sum + finding.count, 0);
  if (violations > 0) {
    console.log(`contract: violations of ${report.spec}:`);
    for (const finding of report.violations) console.log(describe(finding));
  }
  console.log(`contract: ${report.checked} requests checked, ${violations} violations`);
  if (violations > 0) {
    throw new Error(
      `Contract check failed: ${violations} violations (details above and in ${relative})`,
    );
  }
}
