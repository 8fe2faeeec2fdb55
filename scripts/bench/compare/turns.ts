import path from "node:path";
import { fromRoot } from "./paths";
import { median } from "./stats";

/**
 * BENCH_COMPARE: another build's dist/, measured against this one in turns
 * (one, the other, the other, one…), so that the machine's drift during the
 * run falls on both alike. Medians of runs taken minutes apart moved by up to
 * a fifth from one run to the next.
 */
export const COMPARE_DIST = process.env.BENCH_COMPARE
  ? path.resolve(process.env.BENCH_COMPARE)
  : null;
export const COMPARE_RUNS = Number(process.env.BENCH_COMPARE_RUNS ?? 25);

export interface Comparison {
  runs: number;
  /** ms, in the order measured. */
  thisBuild: number[];
  otherBuild: number[];
}

/** `measure` on this build (0) and the other (1) in turns, `runs` times each. */
export async function compareInTurns(
  runs: number,
  measure: (build: 0 | 1) => Promise<number>,
): Promise<Comparison> {
  const samples: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    for (const build of run % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
      samples[build].push(await measure(build));
    }
  }
  return { runs, thisBuild: samples[0], otherBuild: samples[1] };
}

/** One line: both medians, their ratio, and the median of the paired differences. */
export function describeComparison(
  what: string,
  conditions: string,
  comparison: Comparison,
  builds: [string, string],
): string {
  const mine = median(comparison.thisBuild);
  const theirs = median(comparison.otherBuild);
  const differences = comparison.thisBuild.map(
    (value, index) => value - (comparison.otherBuild[index] ?? Number.NaN),
  );
  return (
    `${what} in turns (${String(comparison.runs)} each, ${conditions}, median): ` +
    `${fromRoot(builds[0]) || "dist"} ${String(Math.round(mine))} ms, ` +
    `${fromRoot(builds[1])} ${String(Math.round(theirs))} ms, ` +
    `ratio ${(mine / theirs).toFixed(2)}, paired difference ${String(Math.round(median(differences)))} ms`
  );
}
