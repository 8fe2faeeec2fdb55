/**
 * `npm run bench` (third part): this build side by side with the original
 * client (its production build in ../shared/anchor/mitra-web-3.10.0, the
 * default when it is there; BENCH_COMPARE=<another dist/>, or "none" for this
 * build alone), served the same way (`vite preview` proxying the API to the
 * demo, every API answer +50 ms), measured in turns (one, the other, the
 * other, one…) in one run so that the machine's drift falls on both alike.
 * The conditions of issue 49's table; every visit starts cold (a fresh
 * browser context: its own empty HTTP cache and service workers).
 *
 * Rows (medians; counts in scripts/bench/compare/settings.ts), each with
 * ours, the original, their ratio, the issue's goal and whether it is met:
 * - blocking time from the first paint until the first interactive card at
 *   CPU 4×, the long tasks in that window, and TBT to TTI the standard way;
 * - the first post's text painted on /home and the first interactive card
 *   (the app's own: its like button enabled), cold, and at CPU 4×;
 * - FCP at CPU 4×, script CPU before the card, the title on `/`, JS requests;
 * - Lighthouse /home (with the kept session) and `/`: every run and the lowest;
 * - main-thread CPU per like, net of a click on empty space in the same session;
 * - renderer CPU per scrolled frame and frames over 50 ms;
 * - a long session's heap and DOM (LONG_PAGES pages of the bulk posts);
 * - the landing page's JavaScript against scripts/size-budget.ts's budget.
 * Prints the conditions and a Markdown table and writes
 * bench-results/compare.json. Numbers are reported, never judged: it exits
 * non-zero only when it cannot finish.
 */
import path from "node:path";
import type { Browser } from "@playwright/test";
import { launchChromium } from "./bench/chromium";
import { coldStart } from "./bench/compare/coldStart";
import { keptSession } from "./bench/compare/keptSession";
import { conditionsLines } from "./bench/compare/conditions";
import { firstPostSnippet } from "./bench/compare/firstPost";
import { otherLandingJs, ourLandingJs } from "./bench/compare/landingJs";
import { measureLikes } from "./bench/compare/like";
import { runLighthouse } from "./bench/compare/lighthouse";
import { measureLongSession } from "./bench/compare/longSession";
import { measureScroll } from "./bench/compare/scroll";
import {
  CPU_SLOWDOWN,
  LIGHTHOUSE_RUNS,
  LIKE_POSTS,
  LIKE_RUNS,
  LONG_PAGES,
  LONG_RUNS,
  SCROLL_FRAMES,
  SCROLL_RUNS,
  SCROLL_STEP_PX,
  START_RUNS,
} from "./bench/compare/settings";
import { summarizeBuild, type StartTurn } from "./bench/compare/summary";
import { comparisonTable } from "./bench/compare/table";
import { COMPARE_DIST, compareInTurns } from "./bench/compare/turns";
import { ALICE_TOKEN, VIEWPORT, type StoredItem } from "./bench/context";
import { DIST as BUILT_DIST, fromRoot, requireBuild } from "./bench/paths";
import { gitCommit, resultsFile, writeResults } from "./bench/results";
import { runBenchmark } from "./bench/run";
import { startStack } from "./bench/stack";
import { API_LATENCY_MS } from "./bench/start/settings";
import { BULK_POSTS } from "./bench/timeline/settings";

const DIST = path.resolve(process.env.BENCH_DIST ?? BUILT_DIST);

async function startTurn(
  browser: Browser,
  origin: string,
  demoUrl: string,
  kept: readonly StoredItem[],
): Promise<StartTurn> {
  // Asked each turn: the text the page must show, whoever draws it.
  const snippet = await firstPostSnippet(demoUrl, ALICE_TOKEN);
  return {
    home: await coldStart(browser, `${origin}/home`, { token: ALICE_TOKEN, kept, snippet }),
    homeSlow: await coldStart(browser, `${origin}/home`, {
      token: ALICE_TOKEN,
      kept,
      snippet,
      slowdown: CPU_SLOWDOWN,
      watchTti: true,
    }),
    landing: await coldStart(browser, `${origin}/`, { token: null, snippet: null }),
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
  const { apps, demoUrl } = await startStack(closers, {
    demo: { latencyMs: API_LATENCY_MS },
    builds,
  });
  const { apps: longApps } = await startStack(closers, {
    demo: { latencyMs: API_LATENCY_MS, bulkPosts: BULK_POSTS },
    builds,
  });
  const at = (build: 0 | 1) => apps[build]?.origin ?? apps[0].origin;
  const longAt = (build: 0 | 1) => longApps[build]?.origin ?? longApps[0].origin;
  const browser = await launchChromium(closers);
  const names = builds.map((dist) => fromRoot(dist) || "dist").join(" and ");
  console.log(`\nComparing ${names}, in turns (API answers +${String(API_LATENCY_MS)} ms)`);

  // Each client's kept session, from one earlier visit to home.
  const kept = [
    await keptSession(browser, at(0), ALICE_TOKEN),
    alone ? [] : await keptSession(browser, at(1), ALICE_TOKEN),
  ] as const;
  const starts = await phase("cold starts", START_RUNS, () =>
    compareInTurns(START_RUNS, (build) => startTurn(browser, at(build), demoUrl, kept[build]), {
      alone,
    }),
  );
  const likes = await phase("likes", LIKE_RUNS, () =>
    compareInTurns(LIKE_RUNS, (build) => measureLikes(browser, at(build)), { alone }),
  );
  const scrolls = await phase("scrolling", SCROLL_RUNS, () =>
    compareInTurns(SCROLL_RUNS, (build) => measureScroll(browser, longAt(build)), { alone }),
  );
  const long = await phase("long sessions", LONG_RUNS, () =>
    compareInTurns(LONG_RUNS, (build) => measureLongSession(browser, longAt(build)), { alone }),
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
    long: build === 0 ? long.thisBuild : long.otherBuild,
  }));
  const landing = [ourLandingJs(DIST), COMPARE_DIST ? otherLandingJs(COMPARE_DIST) : null];
  const [ours, original] = samples.map((sample, build) =>
    summarizeBuild(sample, landing[build] ?? null),
  );
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
  const conditions = {
    builds: builds.map((dist) => fromRoot(dist) || "dist"),
    chromium: browser.version(),
    latencyMs: API_LATENCY_MS,
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: VIEWPORT,
    startRuns: START_RUNS,
    likeRuns: LIKE_RUNS,
    likePosts: LIKE_POSTS,
    scrollRuns: SCROLL_RUNS,
    scrollFrames: SCROLL_FRAMES,
    scrollStepPx: SCROLL_STEP_PX,
    longRuns: LONG_RUNS,
    longPages: LONG_PAGES,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    visits: ours.visits + (alone ? 0 : (original?.visits ?? 0)),
    warmVisits: ours.warmVisits + (alone ? 0 : (original?.warmVisits ?? 0)),
    paintTimed: [...starts.thisBuild, ...starts.otherBuild]
      .flatMap((turn) => [turn.home, turn.homeSlow, turn.landing])
      .filter((visit) => visit.textBy === "paint").length,
  };
  console.log("");
  console.log(conditionsLines(conditions).join("\n"));
  console.log("");
  console.log(comparisonTable(ours, alone ? null : (original ?? null)).join("\n"));
  const file = resultsFile("compare");
  console.log(`\nDetails: ${fromRoot(file)}\n`);
  writeResults(file, {
    date: new Date().toISOString(),
    commit: gitCommit(),
    conditions,
    figures: alone ? [ours] : [ours, original],
    samples: alone ? [samples[0]] : samples,
  });
});
