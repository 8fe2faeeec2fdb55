import type { Browser, Page } from "@playwright/test";
import { newBenchContext, type StoredItem } from "../context";
import { BenchFailure } from "../failure";
import { sleep } from "../wait";
import { blockingBetween, interactiveAt, totalBlockingTime, type Blocking } from "./blocking";
import { mainThreadMs, pageSession, spent } from "./cdp";
import { TIMEOUT_MS } from "./settings";
import {
  CARD_SELECTOR,
  installStartProbe,
  START_PREFIX,
  type StartMark,
  type StartRecord,
} from "./startProbe";

export interface ColdStart {
  /** ms from navigation start to the first post's text painted (or the title, on `/`). */
  textMs: number | null;
  /**
   * How textMs was told: the browser's paint record, else the frame after the
   * DOM had it (at the earliest the first contentful paint).
   */
  textBy: "paint" | "frame" | null;
  /** ms from navigation start to the first interactive card; null on `/`. */
  cardMs: number | null;
  /** The `first-contentful-paint` paint entry; null when none came. */
  fcpMs: number | null;
  /**
   * Main-thread script CPU up to the card (or the title): CDP
   * Performance.getMetrics' ScriptDuration, read as soon as the probe's log
   * line reaches the bench (a few ms late, alike for both builds), less the
   * probe's own time in the page.
   */
  scriptMs: number;
  /** Script files (.js) the page requested before the card (or the title), from its resource timing. */
  scripts: number;
  /** Long tasks from the first paint until the card. */
  blocking: Blocking | null;
  /** Total Blocking Time from the first paint to TTI (from long tasks); null when not watched. */
  tbtMs: number | null;
  /** Whether a service worker answered the page, and scripts that came from a cache: both 0 when cold. */
  controlled: boolean;
  cachedScripts: number;
}

interface ColdStartOptions {
  /** The session to keep (the demo's token), or null for a visitor. */
  token: string | null;
  /** The storage an earlier visit left (keptSession.ts), the token among it. */
  kept?: readonly StoredItem[];
  /** The first post's text to look for; null on `/`, where the bench waits for the title. */
  snippet: string | null;
  slowdown?: number;
  /** Watch the page after the card until TTI (five quiet seconds, at most TTI_WATCH_MS). */
  watchTti?: boolean;
}

/** How long a page is watched for five quiet seconds after its card. */
const TTI_WATCH_MS = 20_000;

/** Waits for the probe's log lines of all `marks`. */
function marksLogged(page: Page, marks: StartMark[], what: string): Promise<void> {
  const missing = new Set(marks);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new BenchFailure(`no ${[...missing].join(", ")} on ${what}`)),
      TIMEOUT_MS,
    );
    page.on("console", (message) => {
      const text = message.text();
      if (!text.startsWith(START_PREFIX)) return;
      missing.delete(text.slice(START_PREFIX.length) as StartMark);
      if (missing.size === 0) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** In the page: the probe's record, the clock, and how cold the visit was. */
async function readRecord(): Promise<{
  record: StartRecord;
  now: number;
  controlled: boolean;
  resources: { name: string; startTime: number; cached: boolean }[];
}> {
  const record = window.__benchStart;
  if (!record) throw new Error("no start probe in the page");
  // The text's (or title's) frame may not have been presented yet.
  for (let wait = 0; wait < 40; wait += 1) {
    const text = record.marks.text === undefined || record.textPainted !== null;
    const title = record.marks.title === undefined || record.titlePainted !== null;
    if ((text && title) || (record.textFrame !== null && wait > 10)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    record: JSON.parse(JSON.stringify(record)) as StartRecord,
    now: performance.now(),
    controlled: "serviceWorker" in navigator && navigator.serviceWorker.controller !== null,
    resources: performance.getEntriesByType("resource").map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        name: timing.name,
        startTime: timing.startTime,
        cached: timing.transferSize === 0 && timing.decodedBodySize > 0,
      };
    }),
  };
}

/**
 * Opens `url` in a fresh context (its own empty HTTP cache, storage and
 * service workers; signed in with `token`, or a visitor) with the CPU slowed
 * `slowdown` times, and times it until the first post's text is painted and
 * the first card is interactive (or, without a snippet, the title is there).
 */
export async function coldStart(
  browser: Browser,
  url: string,
  { token, kept, snippet, slowdown = 1, watchTti = false }: ColdStartOptions,
): Promise<ColdStart> {
  const { origin } = new URL(url);
  const context = await newBenchContext(browser, origin, token, kept);
  await context.addInitScript(installStartProbe, {
    prefix: START_PREFIX,
    card: CARD_SELECTOR,
    snippet,
  });
  try {
    const page = await context.newPage();
    const session = await pageSession(context, page, slowdown);
    const last: StartMark = snippet ? "card" : "title";
    const marked = marksLogged(
      page,
      snippet ? ["text", "card"] : ["title"],
      `${url} within ${String(TIMEOUT_MS / 1000)} s (CPU ${String(slowdown)}×)`,
    );
    // Read when the last mark's line comes; a holder, as the listener fills it in.
    const script: { at: Promise<number> | null } = { at: null };
    const before = await mainThreadMs(session, "ScriptDuration");
    page.on("console", (message) => {
      if (script.at === null && message.text() === `${START_PREFIX}${last}`) {
        script.at = mainThreadMs(session, "ScriptDuration");
      }
    });
    await page.goto(url, { waitUntil: "commit" });
    await marked;
    const scriptRead = await (script.at ?? mainThreadMs(session, "ScriptDuration"));
    let read = await page.evaluate(readRecord);
    const fcp = read.record.fcp;
    if (watchTti && fcp !== null) {
      const until = Date.now() + TTI_WATCH_MS;
      while (interactiveAt(read.record.tasks, fcp, read.now) === null && Date.now() < until) {
        await sleep(1_000);
        read = await page.evaluate(readRecord);
      }
    }
    const { record, now, controlled, resources } = read;
    const lastAt = record.marks[last] ?? Number.POSITIVE_INFINITY;
    const cardMs = snippet ? (record.marks.card ?? null) : null;
    const painted = snippet ? record.textPainted : record.titlePainted;
    const inDom = snippet ? record.marks.text : record.marks.title;
    // Without a paint record: the frame after the DOM had it, and never before the first paint.
    const framed = (snippet ? record.textFrame : null) ?? inDom ?? null;
    const fallback = framed === null ? null : Math.max(framed, fcp ?? framed);
    return {
      textMs: painted ?? fallback,
      textBy: painted !== null ? "paint" : fallback !== null ? "frame" : null,
      cardMs,
      fcpMs: fcp,
      scriptMs: Math.max(0, spent(before, scriptRead) - record.probeMs),
      scripts: resources.filter(
        (entry) => entry.startTime <= lastAt && /\.m?js$/.test(new URL(entry.name).pathname),
      ).length,
      blocking: fcp !== null && cardMs !== null ? blockingBetween(record.tasks, fcp, cardMs) : null,
      tbtMs: watchTti && fcp !== null ? totalBlockingTime(record.tasks, fcp, now) : null,
      controlled,
      cachedScripts: resources.filter(
        (entry) => entry.cached && /\.m?js$/.test(new URL(entry.name).pathname),
      ).length,
    };
  } finally {
    await context.close();
  }
}
