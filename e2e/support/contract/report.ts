/**
 * What the contract check reports, and how findings add up: the same finding
 * met again is one entry with a count and the first few tests it came in,
 * within a stack's run (recorder.ts) and across the workers' stacks at the
 * end of the suite (mergeReports, for the global teardown).
 */

export interface ContractFinding {
  method: string;
  path: string;
  /** The status the client received. */
  status: number;
  /** request, response, route (not in the file), log (only in Prism's log), proxy (Prism down). */
  kind: "request" | "response" | "route" | "log" | "proxy";
  /** Prism's error type, e.g. UNPROCESSABLE_ENTITY, VIOLATIONS. */
  prismType?: string;
  /** Where, e.g. "body.status" or "response.body.avatar". */
  location?: string;
  message: string;
  /** How often this same finding occurred. */
  count: number;
  /** The first few tests it occurred in. */
  tests: string[];
}

/** A finding as one request shows it, before it is counted. */
export type FindingDraft = Omit<ContractFinding, "count" | "tests">;

export interface UncoveredUse {
  route: string;
  reason: string;
  count: number;
}

export interface ContractReport {
  spec: string;
  /** "Contract check skipped: … not found" when there is no spec file. */
  skipped: string | null;
  /** Requests validated by Prism (deliberate probes not included). */
  checked: number;
  /** Errors: any one of these fails the run. */
  violations: ContractFinding[];
  /** Prism Warnings, e.g. an error status the file does not list. Reported, not failing. */
  warnings: ContractFinding[];
  /** Findings on deliberate probe requests (header X-Contract-Probe: 1). */
  probes: ContractFinding[];
  probeRequests: number;
  /** Requests sent around Prism, by route. */
  uncovered: UncoveredUse[];
  prismLog: { errorLines: number; warningLines: number };
}

const MAX_TESTS_PER_FINDING = 5;

/** Findings with the same key are one finding, counted. */
function findingKey(draft: FindingDraft): string {
  return JSON.stringify([draft.method, draft.path, draft.kind, draft.location, draft.message]);
}

/**
 * Counts `finding` into `findings`: added to the same one's count and tests
 * (up to MAX_TESTS_PER_FINDING names), or a copy of it as a new entry.
 */
export function countFinding(
  findings: Map<string, ContractFinding>,
  finding: ContractFinding,
): void {
  const key = findingKey(finding);
  const existing = findings.get(key);
  if (!existing) {
    findings.set(key, { ...finding, tests: [...finding.tests] });
    return;
  }
  existing.count += finding.count;
  for (const test of finding.tests) {
    if (existing.tests.length >= MAX_TESTS_PER_FINDING) return;
    if (!existing.tests.includes(test)) existing.tests.push(test);
  }
}

/** Counts `use` into `uses`, by route: added to the same route's count, or a copy as a new entry. */
export function countUncovered(uses: Map<string, UncoveredUse>, use: UncoveredUse): void {
  const existing = uses.get(use.route);
  if (existing) existing.count += use.count;
  else uses.set(use.route, { ...use });
}

function mergeFindings(lists: readonly ContractFinding[][]): ContractFinding[] {
  const merged = new Map<string, ContractFinding>();
  for (const finding of lists.flat()) countFinding(merged, finding);
  return [...merged.values()];
}

/**
 * The run's one report from the reports of every worker's stack: counts add
 * up, and the same finding (or uncovered route) seen by several stacks is one
 * entry with their counts summed.
 */
export function mergeReports(reports: readonly ContractReport[]): ContractReport {
  const [first] = reports;
  if (!first) throw new Error("no contract report to merge");
  const sum = (count: (report: ContractReport) => number): number =>
    reports.reduce((total, report) => total + count(report), 0);
  const uncovered = new Map<string, UncoveredUse>();
  for (const use of reports.flatMap((report) => report.uncovered)) countUncovered(uncovered, use);
  return {
    spec: first.spec,
    skipped: reports.find((report) => report.skipped)?.skipped ?? null,
    checked: sum((report) => report.checked),
    violations: mergeFindings(reports.map((report) => report.violations)),
    warnings: mergeFindings(reports.map((report) => report.warnings)),
    probes: mergeFindings(reports.map((report) => report.probes)),
    probeRequests: sum((report) => report.probeRequests),
    uncovered: [...uncovered.values()],
    prismLog: {
      errorLines: sum((report) => report.prismLog.errorLines),
      warningLines: sum((report) => report.prismLog.warningLines),
    },
  };
}
