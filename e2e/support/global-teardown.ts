import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import {
  CONTRACT_REPORT_FILE,
  PRISM_LOG_FILE,
  REPO_ROOT,
  RESULTS_DIR,
  STACK_REPORTS_DIR,
} from "./config";
import { mergeReports, type ContractFinding, type ContractReport } from "./contract/report";

function describe(finding: ContractFinding): string {
  const where = finding.location ? ` [${finding.location}]` : "";
  const times = finding.count > 1 ? ` ×${finding.count}` : "";
  const tests = finding.tests.length > 0 ? `\n      in: ${finding.tests.join(" | ")}` : "";
  return `  ✗ ${finding.method} ${finding.path} → ${finding.status} ${finding.kind}${where}: ${finding.message}${times}${tests}`;
}

/** Each worker's report (or the error that stands in for it), and its Prism log, in worker order. */
async function stackReports(): Promise<{
  reports: ContractReport[];
  errors: string[];
  logs: string[];
}> {
  const names = await readdir(STACK_REPORTS_DIR).catch(() => [] as string[]);
  const workers = names
    .map((name) => /^worker-(\d+)\.json$/.exec(name)?.[1])
    .filter((index): index is string => index !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  const reports: ContractReport[] = [];
  const errors: string[] = [];
  const logs: string[] = [];
  for (const index of workers) {
    const file = path.join(STACK_REPORTS_DIR, `worker-${index}`);
    const parsed = JSON.parse(await readFile(`${file}.json`, "utf8")) as
      ContractReport | { error: string };
    if ("error" in parsed) errors.push(parsed.error);
    else reports.push(parsed);
    const log = await readFile(`${file}.log`, "utf8").catch(() => null);
    if (log !== null) logs.push(`==== worker ${index}'s Prism ====\n${log}`);
  }
  return { reports, errors, logs };
}

/**
 * The contract check's verdict over every worker's stack:
 * writes test-results/contract-violations.json and test-results/prism.log,
 * prints a summary, and fails the run when Prism reported any violation or a
 * stack's report is missing.
 */
export default async function globalTeardown(): Promise<void> {
  const relative = path.relative(REPO_ROOT, CONTRACT_REPORT_FILE);
  await mkdir(RESULTS_DIR, { recursive: true });
  const { reports, errors, logs } = await stackReports();
  await writeFile(PRISM_LOG_FILE, logs.join("\n"));
  const incomplete = (): Error =>
    new Error(`The contract check is incomplete:\n${errors.join("\n")}`);
  if (reports.length === 0) {
    await writeFile(CONTRACT_REPORT_FILE, `${JSON.stringify({ errors }, null, 2)}\n`);
    if (errors.length > 0) throw incomplete();
    console.log("contract: no e2e stack ran, nothing was checked");
    return;
  }
  const report = mergeReports(reports);
  const written = errors.length > 0 ? { ...report, errors } : report;
  await writeFile(CONTRACT_REPORT_FILE, `${JSON.stringify(written, null, 2)}\n`);

  if (report.skipped) {
    console.log(report.skipped);
    if (errors.length > 0) throw incomplete();
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
  if (reports.length > 1) console.log(`contract: merged from ${reports.length} worker stacks`);
  console.log(`contract: ${report.checked} requests checked, ${violations} violations`);
  if (violations > 0) {
    throw new Error(
      `Contract check failed: ${violations} violations (details above and in ${relative})`,
    );
  }
  if (errors.length > 0) throw incomplete();
}
