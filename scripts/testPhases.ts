/**
 * The pure part of `npm test` (scripts/test-run.ts): which phases run, in
 * which steps, and the table of their times printed at the end.
 */

/** One npm script of the run. */
export interface Phase {
  /** The name in the table. */
  name: string;
  /** The npm script it runs. */
  script: string;
}

/**
 * Steps run one after the other; the phases of one step run side by side.
 * Typecheck, lint, build and the unit tests share the cores (tsc and ESLint
 * keep about one busy each); the size budget reads the build; each e2e run
 * takes every core for its workers.
 */
export const STEPS: readonly (readonly Phase[])[] = [
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
    { name: "build", script: "build" },
    { name: "unit", script: "test:unit" },
  ],
  [{ name: "size", script: "test:size" }],
  [{ name: "e2e 3.10", script: "test:e2e:3.10" }],
  [{ name: "e2e 5.9", script: "test:e2e:5.9" }],
];

export type Outcome = "passed" | "failed" | "not run";

export interface PhaseResult {
  name: string;
  outcome: Outcome;
  /** Wall time in milliseconds; null when the phase did not run. */
  ms: number | null;
}

/** "42 s", "3 min 07 s": seconds below a minute, minutes and seconds above. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${String(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/**
 * The table printed at the end: every phase with its time and outcome, each
 * step's wall time (side-by-side phases overlap), and the whole run's.
 */
export function timeTable(steps: readonly (readonly PhaseResult[])[], totalMs: number): string {
  const rows: [string, string, string][] = [];
  for (const step of steps) {
    for (const phase of step) {
      rows.push([phase.name, phase.ms === null ? "" : formatDuration(phase.ms), phase.outcome]);
    }
    const times = step.map((phase) => phase.ms).filter((ms): ms is number => ms !== null);
    if (step.length > 1 && times.length > 0) {
      rows.push(["  side by side", formatDuration(Math.max(...times)), ""]);
    }
  }
  rows.push(["total", formatDuration(totalMs), runPassed(steps) ? "passed" : "failed"]);
  const widths = ([0, 1] as const).map((column) =>
    Math.max(...rows.map((row) => row[column].length)),
  );
  const [nameWidth = 0, timeWidth = 0] = widths;
  return rows
    .map(([name, time, outcome]) =>
      `${name.padEnd(nameWidth)}  ${time.padStart(timeWidth)}  ${outcome}`.trimEnd(),
    )
    .join("\n");
}

/** The run passes when every phase ran and passed. */
export function runPassed(steps: readonly (readonly PhaseResult[])[]): boolean {
  return steps.every((step) => step.every((phase) => phase.outcome === "passed"));
}
