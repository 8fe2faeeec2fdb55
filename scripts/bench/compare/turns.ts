import path from "node:path";

/**
 * BENCH_COMPARE: another build's dist/ (e.g. the original client's), measured
 * against this one in turns (one, the other, the other, one…), so that the
 * machine's drift during the run falls on both alike. Medians of runs taken
 * minutes apart moved by up to a fifth from one run to the next.
 */
export const COMPARE_DIST = process.env.BENCH_COMPARE
  ? path.resolve(process.env.BENCH_COMPARE)
  : null;

export interface Comparison<T = number> {
  runs: number;
  /** In the order measured. */
  thisBuild: T[];
  /** Empty when there is no other build. */
  otherBuild: T[];
}

/**
 * `measure` on this build (0) and the other (1) in turns, `runs` times each;
 * with `alone`, on this build only.
 */
export async function compareInTurns<T>(
  runs: number,
  measure: (build: 0 | 1) => Promise<T>,
  { alone = false } = {},
): Promise<Comparison<T>> {
  const samples: [T[], T[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    const order = alone ? ([0] as const) : run % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const build of order) samples[build].push(await measure(build));
  }
  return { runs, thisBuild: samples[0], otherBuild: samples[1] };
}
