import { fromRoot } from "../paths";
import { median } from "../stats";
import { row } from "../table";
import { API_LATENCY_MS, RUNS, SLOW_API_LATENCY_MS } from "./settings";
import type { Sample } from "./visit";

export interface CaseSummary {
  readyMs: number;
  firstPaintMs: number;
  shellMs: number | null;
  firstAnswerMs: number;
  scriptRequests: number;
  serviceWorker: number;
  paintedBeforeAnswer: number;
  shellBeforeAnswer: number;
}

/** Medians of each case's samples, and in how many the page painted (or drew the shell) before the first answer. */
export function summarizeCases(cases: Record<string, Sample[]>): Record<string, CaseSummary> {
  const ms = (values: (number | null)[]) =>
    Math.round(median(values.map((value) => value ?? Number.NaN)));
  return Object.fromEntries(
    Object.entries(cases).map(([name, samples]) => [
      name,
      {
        readyMs: ms(samples.map((sample) => sample.ready)),
        firstPaintMs: ms(samples.map((sample) => sample.firstPaint)),
        shellMs: name.startsWith("home") ? ms(samples.map((sample) => sample.shell)) : null,
        firstAnswerMs: ms(samples.map((sample) => sample.firstAnswer)),
        scriptRequests: median(samples.map((sample) => sample.scripts)),
        serviceWorker: samples.filter((sample) => sample.controlled).length,
        paintedBeforeAnswer: samples.filter(
          (sample) =>
            sample.firstPaint !== null &&
            sample.firstAnswer !== null &&
            sample.firstPaint < sample.firstAnswer,
        ).length,
        shellBeforeAnswer: samples.filter(
          (sample) =>
            sample.shell !== null &&
            sample.firstAnswer !== null &&
            sample.shell < sample.firstAnswer,
        ).length,
      },
    ]),
  );
}

const CASE_WIDTH = 20;
const COLUMNS = [
  "ready ms",
  "1st paint ms",
  "shell ms",
  "1st API answer ms",
  "painted first",
  "shell first",
  "JS requests",
  "from SW",
];

/** The table: one row per case, each column as wide as its heading. */
export function printCases(summary: Record<string, CaseSummary>, dist: string): void {
  console.log(
    `Start (median of ${String(RUNS)}, API answers +${String(API_LATENCY_MS)} ms, slow API +${String(SLOW_API_LATENCY_MS)} ms, ${fromRoot(dist) || "dist"})`,
  );
  const widths = [CASE_WIDTH, ...COLUMNS.map((column) => column.length)];
  console.log(row(["case", ...COLUMNS], widths));
  for (const [name, cases] of Object.entries(summary)) {
    const cells = [
      cases.readyMs,
      cases.firstPaintMs,
      cases.shellMs ?? "-",
      cases.firstAnswerMs,
      `${String(cases.paintedBeforeAnswer)}/${String(RUNS)}`,
      cases.shellMs === null ? "-" : `${String(cases.shellBeforeAnswer)}/${String(RUNS)}`,
      cases.scriptRequests,
      `${String(cases.serviceWorker)}/${String(RUNS)}`,
    ];
    console.log(row([name, ...cells.map(String)], widths));
  }
}
