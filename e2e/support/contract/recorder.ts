import type { PrismLog } from "./prism-log";
import {
  countFinding,
  countUncovered,
  type ContractFinding,
  type ContractReport,
  type FindingDraft,
  type UncoveredUse,
} from "./report";

/**
 * The gate's record of one stack's run: requests checked, findings by kind
 * and the test they came in, requests sent around Prism. Its report also
 * holds every error in Prism's log that the gate did not see, so that a
 * violation the gate misread still fails the run.
 */
export class ContractRecorder {
  checked = 0;
  probeRequests = 0;
  currentTest = "(outside a test)";
  private readonly violations = new Map<string, ContractFinding>();
  private readonly warnings = new Map<string, ContractFinding>();
  private readonly probes = new Map<string, ContractFinding>();
  private readonly uncovered = new Map<string, UncoveredUse>();
  /** "METHOD path type" of each problem answer Prism gave, to match against its log. */
  private readonly prismErrorEvents: string[] = [];

  constructor(
    readonly spec: string,
    readonly skipped: string | null,
    readonly log: PrismLog | null,
  ) {}

  reset(): void {
    this.checked = 0;
    this.probeRequests = 0;
    this.violations.clear();
    this.warnings.clear();
    this.probes.clear();
    this.uncovered.clear();
    this.prismErrorEvents.length = 0;
    this.log?.reset();
  }

  noteUncovered(route: string, reason: string): void {
    countUncovered(this.uncovered, { route, reason, count: 1 });
  }

  noteChecked(probe: boolean): void {
    if (probe) this.probeRequests += 1;
    else this.checked += 1;
  }

  notePrismError(method: string, path: string, prismType: string): void {
    this.prismErrorEvents.push(`${method.toUpperCase()} ${path} ${prismType}`);
  }

  add(drafts: FindingDraft[], into: "violations" | "warnings" | "probes"): void {
    for (const draft of drafts) {
      countFinding(this[into], { ...draft, count: 1, tests: [this.currentTest] });
    }
  }

  report(): ContractReport {
    const violations = [...this.violations.values()];
    if (this.log) {
      // Every error Prism logged must be one the gate saw and recorded.
      const seen = [...this.prismErrorEvents];
      for (const event of this.log.errorEvents) {
        const index = seen.indexOf(event);
        if (index >= 0) {
          seen.splice(index, 1);
          continue;
        }
        const [method = "", path = "", prismType = ""] = event.split(" ");
        violations.push({
          method,
          path,
          status: 0,
          kind: "log",
          prismType,
          message:
            "Prism logged this error but the gate did not record it (see prism.log beside the contract report in test-results/)",
          count: 1,
          tests: [],
        });
      }
    }
    return {
      spec: this.spec,
      skipped: this.skipped,
      checked: this.checked,
      violations,
      warnings: [...this.warnings.values()],
      probes: [...this.probes.values()],
      probeRequests: this.probeRequests,
      uncovered: [...this.uncovered.values()],
      prismLog: {
        errorLines: this.log?.errorEvents.length ?? 0,
        warningLines: this.log?.warningLines ?? 0,
      },
    };
  }
}
