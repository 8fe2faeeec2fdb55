import type { Browser, BrowserContext } from "@playwright/test";
import { newBenchContext } from "../context";
import { installMarkProbe, MARK_PREFIX, POST_SELECTOR, type Mark } from "./markProbe";
import { TIMEOUT_MS } from "./settings";

export interface Sample {
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

/** A fresh context (cold: empty cache and storage) that carries the mark probe. */
export async function coldContext(
  browser: Browser,
  origin: string,
  token: string | null,
): Promise<BrowserContext> {
  const context = await newBenchContext(browser, origin, token);
  await context.addInitScript(installMarkProbe, { prefix: MARK_PREFIX, post: POST_SELECTOR });
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

/** Opens `url` in a new page of `context` and times it until `mark` appears. */
export async function visit(
  context: BrowserContext,
  url: string,
  mark: Mark,
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
