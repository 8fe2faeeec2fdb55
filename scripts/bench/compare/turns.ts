import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../paths";

/** The original client's production build, beside the repository (../shared/anchor/README.md). */
export const ANCHOR_DIST = path.resolve(ROOT, "..", "shared", "anchor", "mitra-web-3.10.0");

/**
 * The build to compare with, `compareWith(process.env.BENCH_COMPARE)`:
 * BENCH_COMPARE=<its dist/>, else the anchor when it is there; "none" (or an
 * anchor not there) measures this build alone.
 */
export function compareWith(
  asked: string | undefined,
  exists: (dist: string) => boolean = (dist) => existsSync(path.join(dist, "index.html")),
): string | null {
  if (asked === "none") return null;
  if (asked) return path.resolve(asked);
  return exists(ANCHOR_DIST) ? ANCHOR_DIST : null;
}

/**
 * The other build (e.g. the original client's), measured against this one in
 * turns (one, the other, the other, one…), so that the machine's drift during
 * the run falls on both alike. Medians of runs taken minutes apart moved by up
 * to a fifth from one run to the next.
 */
export const COMPARE_DIST = compareWith(process.env.BENCH_COMPARE);

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
