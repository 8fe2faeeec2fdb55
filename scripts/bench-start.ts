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
 * an older commit's) against the same demo; BENCH_COMPARE=<dist> adds cold
 * starts of /home on both builds in turns, and their ratio.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { preview, type PreviewServer } from "vite";
import { startDemoServer } from "../demo/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.resolve(process.env.BENCH_DIST ?? path.join(ROOT, "dist"));
const RESULTS_FILE = path.join(ROOT, "bench-results", "start.json");
const HOST = "127.0.0.1";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * BENCH_COMPARE: another build's dist/, whose cold start on /home is measured
 * against this one's in turns (one, the other, the other, one…), so that the
 * machine's drift during the run falls on both alike. Medians of runs taken
 * minutes apart moved by up to a fifth from one run to the next.
 */
const COMPARE_DIST = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : null;
const COMPARE_RUNS = Number(process.env.BENCH_COMPARE_RUNS ?? 25);
const API_LATENCY_MS = 50;
const SLOW_API_LATENCY_MS = 1000;
const TIMEOUT_MS = 20_000;
const VIEWPORT = { width: 1280, height: 900 };

interface Sample {
  /** ms from navigation start to the first post (or the title) in the DOM. */
  ready: number;
  /** ms from navigation start to the shell's navigation in the DOM, when there is one. */
  shell: number | null;
  /** ms from navigation start to the first API answer. */
  firstAnswer: number | null;
  /** ms from navigation start to the first paint of anything. */
  firstPaint: number | null;
  /** Whether a service worker answered the page. */
  controlled: boolean;
  scripts: number;
}

/** What the probe logs when a watched element first appears. */
const MARK_PREFIX = "start-mark:";

/**
 * Records, in the page, when the watched elements first appear, and logs each
 * one. The bench waits for that log line rather than asking the page (a
 * Playwright wait evaluates Playwright's own script in the page, ~100 ms of
 * its main thread right as it starts, which held the first paint back).
 */
function installProbe(prefix: string): void {
  const marks: Record<string, number> = {};
  (window as unknown as { __startMarks: Record<string, number> }).__startMarks = marks;
  const mark = (name: string) => {
    marks[name] = performance.now();
    console.debug(`${prefix}${name}`);
  };
  const check = () => {
    if (marks.post === undefined && document.querySelector("[role=feed] article")) mark("post");
    if (marks.title === undefined && document.querySelector("h1")?.textContent.trim())
      mark("title");
    if (marks.shell === undefined && document.querySelector("nav[aria-label]")) mark("shell");
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function newContext(browser: Browser, origin: string, token: string | null) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: {
      cookies: [],
      origins: token ? [{ origin, localStorage: [{ name: "auth_token", value: token }] }] : [],
    },
  });
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  await context.addInitScript(installProbe, MARK_PREFIX);
  return context;
}

/** Waits, in the page, until its service worker is active (false: none came). */
function workerActivated(timeoutMs: number): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(false);
  const active = navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<boolean>((resolve) => {
        const worker = registration.active;
        if (!worker || worker.state === "activated") {
          resolve(worker !== null);
          return;
        }
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve(true);
        });
      }),
  );
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  return Promise.race([active, late]);
}

async function visit(
  context: BrowserContext,
  url: string,
  mark: "post" | "title" | "shell",
  { waitForWorker = false } = {},
): Promise<Sample> {
  const page = await context.newPage();
  let scripts = 0;
  // A holder, not a `let`: the listener below fills it in.
  const answer: { first: number | null } = { first: null };
  let done = false;
  page.on("request", (request) => {
    if (!done && request.resourceType() === "script") scripts += 1;
  });
  page.on("response", (response) => {
    if (answer.first === null && response.url().includes("/api/v1/")) {
      answer.first =
        response.request().timing().responseStart + response.request().timing().startTime;
    }
  });
  const marked = page.waitForEvent("console", {
    predicate: (message) => message.text() === `${MARK_PREFIX}${mark}`,
    timeout: TIMEOUT_MS,
  });
  await page.goto(url, { waitUntil: "commit" });
  await marked;
  done = true;
  // With a slow server the mark (the shell) comes before any answer: the
  // visit ends once the first one has come, to tell when that was.
  if (answer.first === null) {
    await page.waitForResponse((response) => response.url().includes("/api/v1/"), {
      timeout: TIMEOUT_MS,
    });
  }
  const { marks, origin, firstPaint, controlled } = await page.evaluate(async () => ({
    marks: (window as unknown as { __startMarks: Record<string, number> }).__startMarks,
    origin: performance.timeOrigin,
    // The mark may come before the frame that shows it is painted.
    firstPaint: await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntries().find((paint) => paint.name === "first-paint");
        if (entry) resolve(entry.startTime);
      }).observe({ type: "paint", buffered: true });
      setTimeout(() => resolve(null), 2000);
    }),
    controlled: "serviceWorker" in navigator && navigator.serviceWorker.controller !== null,
  }));
  // The shell registers its worker after the load event and it precaches the
  // build; a warm visit comes once it is active, not while it downloads.
  if (waitForWorker) await page.evaluate(workerActivated, TIMEOUT_MS);
  await page.close();
  return {
    ready: marks[mark] ?? Number.NaN,
    shell: marks.shell ?? null,
    firstAnswer: answer.first === null ? null : answer.first - origin,
    firstPaint,
    controlled,
    scripts,
  };
}

/** The production build in `outDir`, served as `vite preview` does. */
function serve(outDir: string): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    logLevel: "warn",
    build: { outDir },
    preview: { host: HOST, port: 0, strictPort: true, open: false },
  });
}

function originOf(server: PreviewServer): string {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("vite preview did not report its URL");
  return new URL(url).origin;
}

interface Comparison {
  runs: number;
  /** Cold first post on /home, ms, in the order measured. */
  thisBuild: number[];
  otherBuild: number[];
}

/** Cold starts of /home on two builds, in turns; see COMPARE_DIST. */
async function compareCold(browser: Browser, origins: [string, string]): Promise<Comparison> {
  const samples: [number[], number[]] = [[], []];
  for (let run = 0; run < COMPARE_RUNS; run += 1) {
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const origin = origins[which] ?? "";
      const context = await newContext(browser, origin, "demo-token-alice");
      samples[which]?.push((await visit(context, `${origin}/home`, "post")).ready);
      await context.close();
    }
  }
  return { runs: COMPARE_RUNS, thisBuild: samples[0], otherBuild: samples[1] };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<number> {
  if (!existsSync(path.join(DIST, "index.html"))) {
    console.error(
      `${path.relative(ROOT, DIST)}/index.html not found: run \`npm run build\` first.`,
    );
    return 1;
  }
  // The server itself is slow to answer: intercepting requests in the browser
  // instead would add its own delay and change how the browser queues them.
  let latencyMs = API_LATENCY_MS;
  const demo = await startDemoServer({ port: 0, host: HOST, latencyMs: () => latencyMs });
  delete process.env.MITRA_URL;
  process.env.DEMO_URL = demo.url;
  const server = await serve(DIST);
  const other = COMPARE_DIST ? await serve(COMPARE_DIST) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = originOf(server);
    const cases: Record<string, Sample[]> = {
      "home cold": [],
      "home warm": [],
      "home warm, slow API": [],
      "title on / cold": [],
      "title on / warm": [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      const user = await newContext(browser, origin, "demo-token-alice");
      cases["home cold"]?.push(
        await visit(user, `${origin}/home`, "post", { waitForWorker: true }),
      );
      cases["home warm"]?.push(await visit(user, `${origin}/home`, "post"));
      latencyMs = SLOW_API_LATENCY_MS;
      cases["home warm, slow API"]?.push(await visit(user, `${origin}/home`, "shell"));
      latencyMs = API_LATENCY_MS;
      await user.close();
      const visitor = await newContext(browser, origin, null);
      cases["title on / cold"]?.push(await visit(visitor, `${origin}/`, "title"));
      cases["title on / warm"]?.push(await visit(visitor, `${origin}/`, "title"));
      await visitor.close();
    }
    const ms = (values: (number | null)[]) =>
      Math.round(median(values.map((value) => value ?? Number.NaN)));
    const summary = Object.fromEntries(
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
    console.log(
      `Start (median of ${String(RUNS)}, API answers +${String(API_LATENCY_MS)} ms, slow API +${String(SLOW_API_LATENCY_MS)} ms, ${path.relative(ROOT, DIST) || "dist"})`,
    );
    const CASE_WIDTH = 20;
    const columns = [
      "ready ms",
      "1st paint ms",
      "shell ms",
      "1st API answer ms",
      "painted first",
      "shell first",
      "JS requests",
      "from SW",
    ];
    console.log(`${"case".padEnd(CASE_WIDTH)}  ${columns.join("  ")}`);
    for (const [name, row] of Object.entries(summary)) {
      const cells = [
        row.readyMs,
        row.firstPaintMs,
        row.shellMs ?? "-",
        row.firstAnswerMs,
        `${String(row.paintedBeforeAnswer)}/${String(RUNS)}`,
        row.shellMs === null ? "-" : `${String(row.shellBeforeAnswer)}/${String(RUNS)}`,
        row.scriptRequests,
        `${String(row.serviceWorker)}/${String(RUNS)}`,
      ];
      console.log(
        `${name.padEnd(CASE_WIDTH)}  ${cells.map((cell, index) => String(cell).padStart(columns[index]?.length ?? 0)).join("  ")}`,
      );
    }
    const comparison = other && (await compareCold(browser, [origin, originOf(other)]));
    if (comparison && COMPARE_DIST) {
      const mine = median(comparison.thisBuild);
      const theirs = median(comparison.otherBuild);
      const differences = comparison.thisBuild.map(
        (value, index) => value - (comparison.otherBuild[index] ?? Number.NaN),
      );
      console.log(
        `Cold first post on /home in turns (${String(comparison.runs)} each, API +${String(API_LATENCY_MS)} ms, median): ` +
          `${path.relative(ROOT, DIST) || "dist"} ${String(Math.round(mine))} ms, ` +
          `${path.relative(ROOT, COMPARE_DIST)} ${String(Math.round(theirs))} ms, ` +
          `ratio ${(mine / theirs).toFixed(2)}, paired difference ${String(Math.round(median(differences)))} ms`,
      );
    }
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ runs: RUNS, latencyMs: API_LATENCY_MS, slowLatencyMs: SLOW_API_LATENCY_MS, summary, cases, comparison }, null, 2)}\n`,
    );
    return 0;
  } catch (error) {
    console.error("bench-start: failed:", error);
    return 1;
  } finally {
    await browser.close();
    await server.close();
    await other?.close();
    await demo.close();
  }
}

process.exitCode = await main();
