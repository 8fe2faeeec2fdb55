/**
 * `npm run bench` (second part): how fast the production build starts.
 *
 * For each case, a fresh browser context (cold: empty HTTP cache and storage)
 * or the same context again (warm: cached assets, kept instance and user, and
 * the service worker the cold visit installed, once it is active, as a later
 * visit finds it):
 * - time to the first post on `/home` (signed in as alice), cold and warm;
 * - time to the instance title on `/` (a visitor), cold and warm;
 * - on `/home`, when the page first painted, when the shell's navigation was
 *   drawn, and when the first API answer came, and in how many visits the
 *   page painted, and the shell was drawn, before that answer;
 * - the same warm start with a slow server (SLOW_API_LATENCY_MS): the shell
 *   drawn from what the last visit kept, before the server has answered;
 * - the JavaScript files requested before the first post.
 * Every answer of the API server (not of the app's files) is delayed by
 * API_LATENCY_MS; each case runs RUNS times
 * and the median is printed. Numbers are reported, never judged. Writes
 * bench-results/start.json. BENCH_DIST measures another build's dist/ (e.g.
 * an older commit's) against the same demo. Comparing with another build is
 * bench-compare.ts's part.
 */
import path from "node:path";
import { launchChromium } from "./bench/chromium";
import { ALICE_TOKEN } from "./bench/context";
import { DIST as BUILT_DIST, requireBuild } from "./bench/paths";
import { resultsFile, writeResults } from "./bench/results";
import { runBenchmark } from "./bench/run";
import { startStack } from "./bench/stack";
import { printCases, summarizeCases } from "./bench/start/report";
import { API_LATENCY_MS, RUNS, SLOW_API_LATENCY_MS } from "./bench/start/settings";
import { coldContext, visit, type Sample } from "./bench/start/visit";

const DIST = path.resolve(process.env.BENCH_DIST ?? BUILT_DIST);

await runBenchmark("bench-start", async (closers) => {
  requireBuild(DIST);
  // The server itself is slow to answer: intercepting requests in the browser
  // instead would add its own delay and change how the browser queues them.
  let latencyMs = API_LATENCY_MS;
  const {
    apps: [{ origin }],
  } = await startStack(closers, {
    demo: { latencyMs: () => latencyMs },
    builds: [DIST],
  });
  const browser = await launchChromium(closers);

  const cases: Record<string, Sample[]> = {
    "home cold": [],
    "home warm": [],
    "home warm, slow API": [],
    "title on / cold": [],
    "title on / warm": [],
  };
  for (let run = 0; run < RUNS; run += 1) {
    const user = await coldContext(browser, origin, ALICE_TOKEN);
    cases["home cold"]?.push(await visit(user, `${origin}/home`, "post", { waitForWorker: true }));
    cases["home warm"]?.push(await visit(user, `${origin}/home`, "post"));
    latencyMs = SLOW_API_LATENCY_MS;
    cases["home warm, slow API"]?.push(await visit(user, `${origin}/home`, "shell"));
    latencyMs = API_LATENCY_MS;
    await user.close();
    const visitor = await coldContext(browser, origin, null);
    cases["title on / cold"]?.push(await visit(visitor, `${origin}/`, "title"));
    cases["title on / warm"]?.push(await visit(visitor, `${origin}/`, "title"));
    await visitor.close();
  }
  const summary = summarizeCases(cases);
  printCases(summary, DIST);

  writeResults(resultsFile("start"), {
    runs: RUNS,
    latencyMs: API_LATENCY_MS,
    slowLatencyMs: SLOW_API_LATENCY_MS,
    summary,
    cases,
  });
});
