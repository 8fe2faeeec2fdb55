/**
 * `npm run bench` (third part): this build side by side with another one,
 * BENCH_COMPARE=<its dist/> (e.g. ../shared/anchor/mitra-web-3.10.0, the
 * original client's production build), served the same way (`vite preview`
 * proxying the API to the demo, every API answer +50 ms), measured in turns
 * (one, the other, the other, one…) in one run so that the machine's drift
 * falls on both alike. Without BENCH_COMPARE it measures this build alone.
 *
 * Rows (medians; counts in scripts/bench/compare/settings.ts):
 * - the first post on /home, cold (a fresh context with a kept session);
 * - the same with the CPU slowed 4×, and its first contentful paint;
 * - the main thread's script time before the first post;
 * - the instance title on `/`, cold, as a visitor;
 * - the script files requested before the first post;
 * - Lighthouse's performance score of /home (with the kept session) and `/`;
 * - main-thread time per like (like, then unlike, the posts in view);
 * - main-thread time per frame, and frames over 50 ms, scrolling /home down
 *   through the demo's bulk posts.
 * Prints a Markdown table and writes bench-results/compare.json. Numbers are
 * reported, never judged: it exits non-zero only when it cannot finish.
 */
import path from "node:path";
import type { Browser } from "@playwright/test";
import { launchChromium } from "./bench/chromium";
import { coldStart } from "./bench/compare/coldStart";
import { measureLikes } from "./bench/compare/like";
import { runLighthouse } from "./bench/compare/lighthouse";
import { measureScroll } from "./bench/compare/scroll";
import {
  CPU_SLOWDOWN,
  LIGHTHOUSE_RUNS,
  LIKE_RUNS,
  SCROLL_RUNS,
  START_RUNS,
} from "./bench/compare/settings";
import { summarizeBuild, type StartTurn } from "./bench/compare/summary";
import { comparisonTable } from "./bench/compare/table";
import { COMPARE_DIST, compareInTurns } from "./bench/compare/turns";
import { ALICE_TOKEN } from "./bench/context";
import { DIST as BUILT_DIST, fromRoot, requireBuild } from "./bench/paths";
import { gitCommit, resultsFile, writeResults } from "./bench/results";
import { runBenchmark } from "./bench/run";
import { startStack } from "./bench/stack";
import { API_LATENCY_MS } from "./bench/start/settings";
import { BULK_POSTS } from "./bench/timeline/settings";

const DIST = path.resolve(process.env.BENCH_DIST ?? BUILT_DIST);

async function startTurn(browser: Browser, origin: string): Promise<StartTurn> {
  return {
    home: await coldStart(browser, `${origin}/home`, { token: ALICE_TOKEN, mark: "post" }),
    homeSlow: await coldStart(browser, `${origin}/home`, {
      token: ALICE_TOKEN,
      mark: "post",
      slowdown: CPU_SLOWDOWN,
    }),
    landing: await coldStart(browser, `${origin}/`, { token: null, mark: "title" }),
  };
}

/** Runs one part of the comparison, saying how long it took. */
async function phase<T>(what: string, turns: number, body: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await body();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${what}: ${String(turns)} turns, ${String(seconds)} s`);
  return result;
}

await runBenchmark("bench-compare", async (closers) => {
  requireBuild(DIST);
  if (COMPARE_DIST) requireBuild(COMPARE_DIST);
  const builds: [string, ...string[]] = COMPARE_DIST ? [DIST, COMPARE_DIST] : [DIST];
  const alone = !COMPARE_DIST;
  // The regular seed for starts and likes (as the start bench has it); the
  // bulk posts for a timeline long enough to scroll.
  const { apps } = await startStack(closers, { demo: { latencyMs: API_LATENCY_MS }, builds });
  const { apps: longApps } = await startStack(closers, {
    demo: { latencyMs: API_LATENCY_MS, bulkPosts: BULK_POSTS },
    builds,
  });
  const at = (build: 0 | 1) => apps[build]?.origin ?? apps[0].origin;
  const longAt = (build: 0 | 1) => longApps[build]?.origin ?? longApps[0].origin;
  const browser = await launchChromium(closers);
  const names = builds.map((dist) => fromRoot(dist) || "dist").join(" and ");
  console.log(`\nComparing ${names}, in turns (API answers +${String(API_LATENCY_MS)} ms)`);

  const starts = await phase("cold starts", START_RUNS, () =>
    compareInTurns(START_RUNS, (build) => startTurn(browser, at(build)), { alone }),
  );
  const likes = await phase("likes", LIKE_RUNS, () =>
    compareInTurns(LIKE_RUNS, (build) => measureLikes(browser, at(build)), { alone }),
  );
  const scrolls = await phase("scrolling", SCROLL_RUNS, () =>
    compareInTurns(SCROLL_RUNS, (build) => measureScroll(browser, longAt(build)), { alone }),
  );
  const lighthouse = await phase("Lighthouse", LIGHTHOUSE_RUNS, () =>
    compareInTurns(
      LIGHTHOUSE_RUNS,
      async (build) => ({
        home: await runLighthouse(`${at(build)}/home`, ALICE_TOKEN),
        landing: await runLighthouse(`${at(build)}/`, null),
      }),
      { alone },
    ),
  );

  const samples = [0, 1].map((build) => ({
    starts: build === 0 ? starts.thisBuild : starts.otherBuild,
    likes: build === 0 ? likes.thisBuild : likes.otherBuild,
    scrolls: build === 0 ? scrolls.thisBuild : scrolls.otherBuild,
    lighthouse: build === 0 ? lighthouse.thisBuild : lighthouse.otherBuild,
  }));
  const [ours, original] = samples.map(summarizeBuild);
  if (!ours) return;
  // A run that failed, or a /home that lost its session, is said, not hidden in a median.
  for (const turn of [...lighthouse.thisBuild, ...lighthouse.otherBuild]) {
    if (turn.home.error ?? turn.landing.error) {
      console.log(`Lighthouse: ${String(turn.home.error ?? turn.landing.error)}`);
    }
    if (turn.home.finalUrl && new URL(turn.home.finalUrl).pathname !== "/home") {
      console.log(`Lighthouse: /home ended on ${turn.home.finalUrl}`);
    }
  }
  console.log("");
  console.log(comparisonTable(ours, alone ? null : (original ?? null)).join("\n"));
  const file = resultsFile("compare");
  console.log(`\nDetails: ${fromRoot(file)}\n`);
  writeResults(file, {
    date: new Date().toISOString(),
    commit: gitCommit(),
    builds: builds.map(fromRoot),
    chromium: browser.version(),
    latencyMs: API_LATENCY_MS,
    cpuSlowdown: CPU_SLOWDOWN,
    figures: alone ? [ours] : [ours, original],
    samples: alone ? [samples[0]] : samples,
  });
});
