/**
 * The start's long tasks (`npx tsx scripts/bench-longtasks.ts`, after `npm run build`):
 * a cold /home with a kept session, the CPU slowed 4×, every API answer
 * +50 ms, served as `npm run bench` serves it. Lists each main-thread task
 * over 50 ms from the first contentful paint on, with what ran in it (traced
 * events, and the profiled functions named by the build's source maps), and
 * the total blocking time until the first card and until 2 s after it.
 * BENCH_LONGTASK_RUNS visits (default 3); BENCH_LONGTASK_FUNCTIONS functions named per
 * task (default 5); BENCH_DIST another build.
 */
import path from "node:path";
import { launchChromium } from "./bench/chromium";
import { describeLongTasks, startLongTasks } from "./bench/compare/longTasks";
import { CPU_SLOWDOWN } from "./bench/compare/settings";
import { sourceNamer } from "./bench/compare/sourceMap";
import { ALICE_TOKEN } from "./bench/context";
import { DIST as BUILT_DIST, requireBuild } from "./bench/paths";
import { runBenchmark } from "./bench/run";
import { startStack } from "./bench/stack";
import { API_LATENCY_MS } from "./bench/start/settings";
import { median } from "./bench/stats";

const DIST = path.resolve(process.env.BENCH_DIST ?? BUILT_DIST);
const RUNS = Number(process.env.BENCH_LONGTASK_RUNS ?? 3);

await runBenchmark("bench-longtasks", async (closers) => {
  requireBuild(DIST);
  const {
    apps: [{ origin }],
  } = await startStack(closers, { demo: { latencyMs: API_LATENCY_MS }, builds: [DIST] });
  const browser = await launchChromium(closers);
  const nameFrame = sourceNamer(DIST);
  const tbt: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await startLongTasks(browser, `${origin}/home`, {
      token: ALICE_TOKEN,
      mark: "post",
      slowdown: CPU_SLOWDOWN,
      nameFrame,
      functionCount: Number(process.env.BENCH_LONGTASK_FUNCTIONS ?? 5),
    });
    tbt.push(result.tbtMs);
    console.log(`run ${String(run + 1)}: ${describeLongTasks(result).join("\n")}`);
  }
  console.log(
    `median TBT from FCP to the first card, CPU ${String(CPU_SLOWDOWN)}×: ${String(median(tbt))} ms`,
  );
});
