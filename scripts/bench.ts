/**
 * `npm run bench`: how the home timeline of the production build holds up over
 * 50 pages (1000 posts): time per page, JS heap and DOM size, and long frames
 * while scrolling back to the top. It builds nothing (run `npm run build`
 * first), prints a table and writes bench-results/timeline.json. It reports
 * numbers and never judges them: the exit code is non-zero only when the run
 * cannot finish (no dist/, no feed, a timeout).
 *
 * Stack (scripts/bench/), all in this process: the demo instance with bulk
 * posts, `vite preview` of dist/ proxying the API to it, and headless Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH) signed in as alice.
 *
 * What it assumes about /home: a `role="feed"` element with one <article> per
 * post, a virtualized list in which the next page loads when the end is
 * scrolled into view, and/or a "Show more posts" button at the end.
 */
import { errors, type Browser } from "@playwright/test";
import { launchChromium } from "./bench/chromium";
import { ALICE_TOKEN, newBenchContext } from "./bench/context";
import { BenchFailure } from "./bench/failure";
import { DIST, requireBuild } from "./bench/paths";
import { resultsFile } from "./bench/results";
import { runBenchmark } from "./bench/run";
import { startStack } from "./bench/stack";
import { until } from "./bench/wait";
import { firstPostsPainted, installFeedProbe } from "./bench/timeline/feedProbe";
import { HomeRequests } from "./bench/timeline/homeRequests";
import { loadNextPage, type PageSample } from "./bench/timeline/nextPage";
import { report, type TimelineResult } from "./bench/timeline/report";
import { scrollToTop } from "./bench/timeline/scrollToTop";
import {
  BULK_POSTS,
  FEED_TIMEOUT_MS,
  LONG_FRAME_MS,
  PAGE_TIMEOUT_MS,
  PAGES,
  SCROLL_STEP_PX,
} from "./bench/timeline/settings";
import { snapshot } from "./bench/timeline/snapshot";

/** Opens /home as alice, loads PAGES pages, and scrolls back to the top. */
async function measureTimeline(browser: Browser, origin: string): Promise<TimelineResult> {
  const context = await newBenchContext(browser, origin, ALICE_TOKEN);
  await context.addInitScript(installFeedProbe);
  const page = await context.newPage();
  const home = new HomeRequests(page);

  const credentials = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/v1/accounts/verify_credentials",
    { timeout: FEED_TIMEOUT_MS },
  );
  await page.goto(`${origin}/home`, { waitUntil: "domcontentloaded" });
  const signedIn = await credentials.catch(() => null);
  if (signedIn?.status() !== 200) {
    throw new BenchFailure(
      `signing in as alice failed (verify_credentials: ${signedIn?.status() ?? "no request"})`,
    );
  }
  try {
    await page.locator('[role="feed"]').first().waitFor({ timeout: FEED_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    throw new BenchFailure(
      `no role="feed" element appeared on ${new URL(page.url()).pathname} within ` +
        `${FEED_TIMEOUT_MS / 1000} s. The bench needs the home timeline: a role="feed" ` +
        `list of <article> posts. Does this build have it? (npm run build)`,
    );
  }
  await until(
    "the first page of the home timeline did not load",
    () => home.count > 0,
    PAGE_TIMEOUT_MS,
  );
  await page
    .locator('[role="feed"] article')
    .first()
    .waitFor({ timeout: PAGE_TIMEOUT_MS })
    .catch(() => {
      throw new BenchFailure(`the feed showed no <article> within ${PAGE_TIMEOUT_MS / 1000} s`);
    });
  // The article is there already, so its record is at most two frames away.
  const firstPageMs = await page.evaluate(firstPostsPainted, 60_000);
  if (firstPageMs === null) throw new BenchFailure("the first posts were never seen painted");
  await home.settle();
  const afterFirstPage = await snapshot(page);
  console.log(`page 1 of ${PAGES} shown after ${Math.round(firstPageMs)} ms`);

  const samples: PageSample[] = [];
  while (home.count < PAGES) {
    if (home.last && !home.last.hasNext) {
      throw new BenchFailure(`the home timeline ended after ${home.count} pages`);
    }
    const sample = await loadNextPage(page, home);
    samples.push(sample);
    if (sample.page % 10 === 0) console.log(`page ${sample.page} of ${PAGES} loaded`);
  }
  await home.settle();
  const afterAllPages = await snapshot(page);
  const scroll = await page.evaluate(scrollToTop, {
    step: SCROLL_STEP_PX,
    longFrameMs: LONG_FRAME_MS,
    maxMs: 120_000,
  });
  await context.close();
  return { firstPageMs, samples, posts: home.posts, afterFirstPage, afterAllPages, scroll };
}

await runBenchmark("bench", async (closers) => {
  requireBuild(DIST);
  const {
    demoUrl,
    apps: [app],
  } = await startStack(closers, { demo: { bulkPosts: BULK_POSTS }, builds: [DIST] });
  console.log(`demo instance ${demoUrl} (${BULK_POSTS} bulk posts), app ${app.url}`);
  // A callable gc for comparable heap sizes, and heap sizes that are not rounded.
  const browser = await launchChromium(closers, [
    "--js-flags=--expose-gc",
    "--enable-precise-memory-info",
  ]);
  report(await measureTimeline(browser, app.origin), browser.version(), resultsFile("timeline"));
});
