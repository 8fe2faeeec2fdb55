import type { Page } from "@playwright/test";
import { BenchFailure } from "../failure";
import { sleep } from "../wait";
import type { FeedChange } from "./feedProbe";
import type { HomeRequests } from "./homeRequests";
import {
  HOME_PATH,
  MORE_BUTTON,
  NUDGE_AFTER_MS,
  PAGE_TIMEOUT_MS,
  RENDER_TIMEOUT_MS,
} from "./settings";

export interface PageSample {
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
export async function loadNextPage(page: Page, home: HomeRequests): Promise<PageSample> {
  await home.settle();
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
