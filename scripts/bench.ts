/**
 * `npm run bench`: how the home timeline of the production build holds up over
 * 50 pages (1000 posts): time per page, JS heap and DOM size, and long frames
 * while scrolling back to the top. It builds nothing (run `npm run build`
 * first), prints a table and writes bench-results/timeline.json. It reports
 * numbers and never judges them: the exit code is non-zero only when the run
 * cannot finish (no dist/, no feed, a timeout).
 *
 * Stack, all in this process: the demo instance with bulk posts, `vite
 * preview` of dist/ proxying the API to it, and headless Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH) signed in as alice.
 *
 * What it assumes about /home: a `role="feed"` element with one <article> per
 * post, a virtualized list in which the next page loads when the end is
 * scrolled into view, and/or a "Show more posts" button at the end.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, errors, type Browser, type Page, type Response } from "@playwright/test";
import { preview } from "vite";
import { startDemoServer } from "../demo/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST_INDEX = path.join(ROOT, "dist", "index.html");
const RESULTS_FILE = path.join(ROOT, "bench-results", "timeline.json");
const HOST = "127.0.0.1";
const PAGES = 50;
/** More than 50 pages of 20, on top of the regular seed. */
const BULK_POSTS = 1200;
const VIEWPORT = { width: 1280, height: 900 };
const FEED_TIMEOUT_MS = 20_000;
const PAGE_TIMEOUT_MS = 15_000;
/** How long a scroll may take to start a request before the bench nudges (scroll, button). */
const NUDGE_AFTER_MS = 1_000;
/** How long to wait for the new posts to reach the DOM after their response. */
const RENDER_TIMEOUT_MS = 5_000;
const SCROLL_STEP_PX = 400;
const LONG_FRAME_MS = 50;
const HOME_PATH = "/api/v1/timelines/home";
const MORE_BUTTON = "Show more posts";

/** A reason the run cannot finish: printed without a stack trace. */
class BenchFailure extends Error {}

/** A change to the feed, seen in the page: new <article>s or a new feed size. */
interface FeedChange {
  kind: "article" | "resize";
  /** performance.now() of the change. */
  at: number;
  /** The second animation frame after it: the first one lays it out and paints it. */
  paintedAt: number;
}

/** What the init script leaves on `window` for the measurements. */
interface Probe {
  /** Recent feed changes, oldest first; recorded in the page, so no round trip skews them. */
  changes: FeedChange[];
  /** The element that scrolls the feed: its nearest scrolling ancestor, else the page. */
  scroller(): Element;
}

declare global {
  interface Window {
    __bench?: Probe;
    /** From --js-flags=--expose-gc. */
    gc?: () => void;
  }
}

/** Runs in the page before its own scripts, on every load. */
function installProbe(): void {
  const probe: Probe = {
    changes: [],
    scroller() {
      for (let el = document.querySelector('[role="feed"]'); el; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowY;
        if ((overflow === "auto" || overflow === "scroll") && el.scrollHeight > el.clientHeight) {
          return el;
        }
      }
      return document.scrollingElement ?? document.documentElement;
    },
  };
  window.__bench = probe;
  const record = (kind: FeedChange["kind"]): void => {
    const at = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame((paintedAt) => {
        probe.changes.push({ kind, at, paintedAt });
        if (probe.changes.length > 500) probe.changes.shift();
      }),
    );
  };
  // A virtualized list may append posts out of view: then only the feed's size changes.
  const resizes = new ResizeObserver(() => record("resize"));
  let feed: Element | null = null;
  // Relative times also change the DOM as they tick: only new articles count.
  new MutationObserver((mutations) => {
    const current = document.querySelector('[role="feed"]');
    if (current && current !== feed) {
      if (feed) resizes.unobserve(feed);
      feed = current;
      resizes.observe(current);
    }
    const added = mutations.some((mutation) =>
      [...mutation.addedNodes].some(
        (node) =>
          node instanceof Element && (node.matches("article") || node.querySelector("article")),
      ),
    );
    if (added) record("article");
  }).observe(document, { childList: true, subtree: true });
  // One resource entry per page request; the default buffer keeps only 250.
  performance.setResourceTimingBufferSize(10_000);
}

interface PageLoad {
  url: string;
  posts: number;
  hasNext: boolean;
}

/**
 * Watches the page requests of GET /api/v1/timelines/home. A page is a distinct
 * max_id, so refetches don't count; polls for newer posts (min_id, since_id) are ignored.
 */
class HomeRequests {
  readonly pages = new Map<string, PageLoad>();
  /** The newest page that was not seen before. */
  last: PageLoad | null = null;
  started = 0;
  pending = 0;
  error: string | null = null;

  constructor(page: Page) {
    const isHome = (url: string): boolean => {
      const { pathname, searchParams } = new URL(url);
      return pathname === HOME_PATH && !searchParams.has("min_id") && !searchParams.has("since_id");
    };
    page.on("request", (request) => {
      if (!isHome(request.url())) return;
      this.started += 1;
      this.pending += 1;
    });
    const done = (url: string): void => {
      if (isHome(url)) this.pending -= 1;
    };
    page.on("requestfinished", (request) => done(request.url()));
    page.on("requestfailed", (request) => done(request.url()));
    page.on("response", (response) => {
      if (isHome(response.url())) void this.record(response);
    });
  }

  private async record(response: Response): Promise<void> {
    if (response.status() !== 200) {
      this.error = `${HOME_PATH} answered ${response.status()}`;
      return;
    }
    const body: unknown = await response.json().catch(() => null);
    const load: PageLoad = {
      url: response.url(),
      posts: Array.isArray(body) ? body.length : 0,
      hasNext: /rel="next"/.test(response.headers().link ?? ""),
    };
    const key = new URL(load.url).searchParams.get("max_id") ?? "";
    if (!this.pages.has(key)) this.last = load;
    this.pages.set(key, load);
  }

  get count(): number {
    return this.pages.size;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new BenchFailure(`${what} (waited ${timeoutMs / 1000} s)`);
    await sleep(50);
  }
}

/** No home timeline request in flight for a little while. */
async function settle(home: HomeRequests): Promise<void> {
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300) {
    if (home.pending > 0) quietSince = Date.now();
    if (Date.now() > deadline) throw new BenchFailure("the home timeline never stopped loading");
    await sleep(50);
  }
}

interface PageSample {
  page: number;
  via: "scroll" | "button";
  posts: number;
  /** Trigger → the response fully received. */
  responseMs: number;
  /** Trigger → the new posts painted (FeedChange.paintedAt); null when not seen. */
  renderedMs: number | null;
  /** What showed the render: new <article>s, a resized feed, or nothing within the timeout. */
  renderSignal: FeedChange["kind"] | "none";
}

/** Scrolls to the end (and presses "Show more posts" if that's needed) and times the next page. */
async function loadNextPage(page: Page, home: HomeRequests): Promise<PageSample> {
  await settle(home);
  const have = home.count;
  const startedBefore = home.started;
  const scrollToEnd = (): Promise<number> =>
    page.evaluate(() => {
      const now = performance.now();
      const scroller = window.__bench?.scroller() ?? document.documentElement;
      scroller.scrollTo(0, scroller.scrollHeight);
      return now;
    });
  // Every scroll and click, on the page's clock: a request belongs to the last one before it.
  const first = { at: await scrollToEnd(), via: "scroll" as PageSample["via"] };
  const triggers = [first];
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  let nudgeAt = Date.now() + NUDGE_AFTER_MS;
  while (home.count <= have) {
    if (home.error) throw new BenchFailure(home.error);
    if (Date.now() > deadline) {
      throw new BenchFailure(
        `page ${have + 1} did not load within ${PAGE_TIMEOUT_MS / 1000} s of scrolling to the end ` +
          `of the feed (no ${HOME_PATH} request, or no "${MORE_BUTTON}" button to press)`,
      );
    }
    await sleep(25);
    // The scroll did not start a request: the list may need another nudge, or the button.
    if (home.pending === 0 && home.started === startedBefore && Date.now() > nudgeAt) {
      nudgeAt = Date.now() + NUDGE_AFTER_MS;
      triggers.push({ at: await scrollToEnd(), via: "scroll" });
      const more = page.getByRole("button", { name: MORE_BUTTON });
      if (await more.isVisible()) {
        const at = await more.evaluate((button) => {
          const now = performance.now();
          (button as HTMLElement).click();
          return now;
        });
        triggers.push({ at, via: "button" });
      }
    }
  }
  const load = home.last;
  if (!load) throw new BenchFailure("a home timeline response went missing");
  const timing = await page.evaluate(measureRender, {
    url: load.url,
    timeoutMs: RENDER_TIMEOUT_MS,
  });
  const trigger = triggers.filter((item) => item.at <= timing.requestStart).at(-1) ?? first;
  return {
    page: have + 1,
    via: trigger.via,
    posts: load.posts,
    responseMs: timing.responseEnd - trigger.at,
    renderedMs: timing.paintedAt === null ? null : timing.paintedAt - trigger.at,
    renderSignal: timing.signal,
  };
}

/** In the page: when the request for `url` started and ended, and when the next feed change was painted. */
async function measureRender(args: { url: string; timeoutMs: number }): Promise<{
  requestStart: number;
  responseEnd: number;
  paintedAt: number | null;
  signal: PageSample["renderSignal"];
}> {
  const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
  const changes = window.__bench?.changes ?? [];
  const start = performance.now();
  let entry: PerformanceEntry | undefined;
  while (!entry && performance.now() - start < args.timeoutMs) {
    entry = performance.getEntriesByName(args.url, "resource").at(-1);
    if (!entry) await nextFrame();
  }
  const requestStart = entry?.startTime ?? start;
  const responseEnd = entry ? (entry as PerformanceResourceTiming).responseEnd : start;
  for (;;) {
    const change = changes.find((item) => item.at > responseEnd);
    if (change) {
      return { requestStart, responseEnd, paintedAt: change.paintedAt, signal: change.kind };
    }
    if (performance.now() - start > args.timeoutMs) break;
    await nextFrame();
  }
  return { requestStart, responseEnd, paintedAt: null, signal: "none" };
}

interface Snapshot {
  /** performance.memory.usedJSHeapSize after a forced GC; null where unavailable. */
  heapBytes: number | null;
  gcForced: boolean;
  domNodes: number;
  articles: number;
}

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(async () => {
    const gcForced = typeof window.gc === "function";
    window.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.gc?.();
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return {
      heapBytes: memory?.usedJSHeapSize ?? null,
      gcForced,
      domNodes: document.getElementsByTagName("*").length,
      articles: document.getElementsByTagName("article").length,
    };
  });
}

interface ScrollResult {
  startScrollTop: number;
  reachedTop: boolean;
  durationMs: number;
  frames: number;
  /** requestAnimationFrame gaps above LONG_FRAME_MS. */
  longFrames: number;
  worstFrameMs: number;
  /** "long-animation-frame" where Chromium has it, else "longtask". */
  observer: string;
  observedEntries: number;
  worstObservedMs: number;
}

/** In the page: scrolls up by `step` px per frame to the top, timing every frame. */
async function scrollToTop(args: {
  step: number;
  longFrameMs: number;
  maxMs: number;
}): Promise<ScrollResult> {
  const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
  const bench = window.__bench;
  if (!bench) throw new Error("bench probe missing");
  const scroller = bench.scroller();
  const type = PerformanceObserver.supportedEntryTypes.includes("long-animation-frame")
    ? "long-animation-frame"
    : "longtask";
  const observed: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) observed.push(entry.duration);
  });
  observer.observe({ type });
  const startScrollTop = scroller.scrollTop;
  const gaps: number[] = [];
  const start = await nextFrame();
  let last = start;
  let framesAtTop = 0;
  // A few frames at the top let a virtualized list settle its measurements.
  while (framesAtTop < 3 && last - start < args.maxMs) {
    scroller.scrollBy(0, -args.step);
    const now = await nextFrame();
    gaps.push(now - last);
    last = now;
    framesAtTop = scroller.scrollTop <= 0 ? framesAtTop + 1 : 0;
  }
  await nextFrame();
  for (const entry of observer.takeRecords()) observed.push(entry.duration);
  observer.disconnect();
  return {
    startScrollTop,
    reachedTop: scroller.scrollTop <= 0,
    durationMs: last - start,
    frames: gaps.length,
    longFrames: gaps.filter((gap) => gap > args.longFrameMs).length,
    worstFrameMs: Math.max(0, ...gaps),
    observer: type,
    observedEntries: observed.length,
    worstObservedMs: Math.max(0, ...observed),
  };
}

interface BenchResult {
  firstPageMs: number;
  samples: PageSample[];
  posts: number;
  afterFirstPage: Snapshot;
  afterAllPages: Snapshot;
  scroll: ScrollResult;
}

async function runBench(browser: Browser, appUrl: string): Promise<BenchResult> {
  const origin = new URL(appUrl).origin;
  // Signed in as alice from the first load: the app reads its token from localStorage.
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: "auth_token", value: "demo-token-alice" }] }],
    },
  });
  // tsx keeps function names by wrapping them in __name(), which functions sent
  // to the page would otherwise not find.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  await context.addInitScript(installProbe);
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
  // Navigation start is 0 on the page's clock: this is load → first posts painted.
  // (The article is there already, so its record is at most two frames away.)
  const firstPageMs = await page.evaluate(async (timeoutMs) => {
    while (performance.now() < timeoutMs) {
      const first = window.__bench?.changes.find((change) => change.kind === "article");
      if (first) return first.paintedAt;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return null;
  }, 60_000);
  if (firstPageMs === null) throw new BenchFailure("the first posts were never seen painted");
  await settle(home);
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
  await settle(home);
  const afterAllPages = await snapshot(page);
  const scroll = await page.evaluate(scrollToTop, {
    step: SCROLL_STEP_PX,
    longFrameMs: LONG_FRAME_MS,
    maxMs: 120_000,
  });
  const posts = [...home.pages.values()].reduce((sum, load) => sum + load.posts, 0);
  await context.close();
  return { firstPageMs, samples, posts, afterFirstPage, afterAllPages, scroll };
}

interface Summary {
  mean: number;
  median: number;
  p95: number;
  max: number;
}

function summarize(values: number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p of the samples at or below it.
  const rank = (p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    median: rank(0.5),
    p95: rank(0.95),
    max: rank(1),
  };
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

function report(result: BenchResult, chromiumVersion: string): void {
  const ms = (value: number): string => `${Math.round(value)} ms`;
  const mb = (bytes: number | null): string =>
    bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const row = (cells: string[], widths: number[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  const timed = result.samples.length;
  const response = summarize(result.samples.map((sample) => sample.responseMs));
  const rendered = summarize(
    result.samples.flatMap((sample) => (sample.renderedMs === null ? [] : [sample.renderedMs])),
  );
  const unseen = result.samples.filter((sample) => sample.renderSignal === "none").length;
  const byButton = result.samples.filter((sample) => sample.via === "button").length;

  const lines = [
    "",
    `Home timeline: ${PAGES} pages, ${result.posts} posts (Chromium ${chromiumVersion}, ${VIEWPORT.width}×${VIEWPORT.height})`,
    `First page: ${ms(result.firstPageMs)} from navigation to the first posts painted`,
    "",
    row(
      [`Per page (${timed} timed, after page 1)`, "mean", "median", "p95", "max"],
      [34, 8, 8, 8, 8],
    ),
  ];
  for (const [label, stats] of [
    ["  trigger → response", response],
    ["  trigger → rendered", rendered],
  ] as const) {
    lines.push(
      row(
        [label, ...(stats ? [stats.mean, stats.median, stats.p95, stats.max].map(ms) : ["n/a"])],
        [34, 8, 8, 8, 8],
      ),
    );
  }
  if (byButton > 0) lines.push(`  ${byButton} page(s) needed the "${MORE_BUTTON}" button`);
  if (unseen > 0)
    lines.push(`  ${unseen} page(s) rendered nothing seen within ${RENDER_TIMEOUT_MS / 1000} s`);
  const { afterFirstPage: first, afterAllPages: all, scroll } = result;
  lines.push(
    "",
    row(["", "after page 1", `after page ${PAGES}`], [34, 14, 14]),
    row(["JS heap (after GC)", mb(first.heapBytes), mb(all.heapBytes)], [34, 14, 14]),
    row(["DOM nodes", String(first.domNodes), String(all.domNodes)], [34, 14, 14]),
    row(["<article> elements", String(first.articles), String(all.articles)], [34, 14, 14]),
    "",
    `Scroll to the top (${SCROLL_STEP_PX} px per frame from ${Math.round(scroll.startScrollTop)} px): ` +
      `${scroll.frames} frames in ${ms(scroll.durationMs)}${scroll.reachedTop ? "" : " (top not reached)"}`,
    `  frames over ${LONG_FRAME_MS} ms: ${scroll.longFrames}, worst ${ms(scroll.worstFrameMs)}`,
    `  ${scroll.observer} entries: ${scroll.observedEntries}, worst ${ms(scroll.worstObservedMs)}`,
  );
  if (!first.gcForced) lines.push("", "(window.gc was not exposed: heap sizes include garbage)");
  lines.push("", `Details: ${path.relative(ROOT, RESULTS_FILE)}`, "");
  console.log(lines.join("\n"));

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const json = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    distBuiltAt: statSync(DIST_INDEX).mtime.toISOString(),
    chromium: chromiumVersion,
    viewport: VIEWPORT,
    bulkPosts: BULK_POSTS,
    pages: PAGES,
    posts: result.posts,
    firstPageMs: result.firstPageMs,
    perPage: { responseMs: response, renderedMs: rendered, samples: result.samples },
    afterFirstPage: first,
    afterAllPages: all,
    scroll,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
}

/** Everything started so far, closed newest first. */
const closers: (() => Promise<unknown>)[] = [];

async function closeAll(): Promise<void> {
  for (const close of closers.splice(0).reverse()) {
    await close().catch((error: unknown) => console.error("bench: while closing:", error));
  }
}

async function main(): Promise<number> {
  if (!existsSync(DIST_INDEX)) {
    console.error(
      "dist/index.html not found. The bench measures the production build and builds nothing " +
        "itself: run `npm run build` first.",
    );
    return 1;
  }
  try {
    const demo = await startDemoServer({ port: 0, host: HOST, bulkPosts: BULK_POSTS });
    closers.push(() => demo.close());
    // vite.config.ts proxies the API to MITRA_URL, else DEMO_URL: always the demo here.
    delete process.env.MITRA_URL;
    process.env.DEMO_URL = demo.url;
    const server = await preview({
      root: ROOT,
      logLevel: "warn",
      preview: { host: HOST, port: 0, strictPort: true, open: false },
    });
    closers.push(() => server.close());
    const appUrl = server.resolvedUrls?.local[0];
    if (!appUrl) throw new BenchFailure("vite preview did not report its URL");
    console.log(`demo instance ${demo.url} (${BULK_POSTS} bulk posts), app ${appUrl}`);

    const executablePath = CHROMIUM_PATH;
    const browser = await chromium
      .launch({
        executablePath,
        // A callable gc for comparable heap sizes, and heap sizes that are not rounded.
        args: [...CHROMIUM_ARGS, "--js-flags=--expose-gc", "--enable-precise-memory-info"],
      })
      .catch((error: unknown) => {
        throw new BenchFailure(
          `could not start Chromium at ${executablePath} (set CHROMIUM_PATH): ${String(error)}`,
        );
      });
    closers.push(() => browser.close());
    report(await runBench(browser, appUrl), browser.version());
    return 0;
  } catch (error) {
    if (error instanceof BenchFailure) console.error(`bench: ${error.message}`);
    else console.error("bench: failed:", error);
    return 1;
  } finally {
    await closeAll();
  }
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.once(signal, () => void closeAll().then(() => process.exit(code)));
}
process.exitCode = await main();
