import type { Browser } from "@playwright/test";
import { BenchFailure } from "../failure";
import { sleep } from "../wait";
import { mainThreadMs, spent } from "./cdp";
import { openHome } from "./home";
import { LIKE_POSTS, LIKE_SELECTOR, TIMEOUT_MS } from "./settings";

export interface LikeSample {
  clicks: number;
  /** Main-thread task time from each click until its answer has been drawn, summed. */
  taskMs: number;
  /** Wall time of those windows, summed. */
  windowMs: number;
  /**
   * Clicks on empty space in the same session, between the likes, each
   * watched as long as a like's window: what any click (and the page left
   * alone as long) costs, to be taken off.
   */
  bareClicks: number;
  bareTaskMs: number;
}

/** After the answer: time for the client to draw it, alike for both builds. */
const AFTER_ANSWER_MS = 400;

/** Time for the page to settle after it is scrolled to the next post. */
const AFTER_SCROLL_MS = 500;

/**
 * In the page: brings the first like button below `belowY` (a page offset)
 * to the middle of the view; its page offset, or null when there is none.
 */
function scrollToNextLike({
  selector,
  belowY,
}: {
  selector: string;
  belowY: number;
}): number | null {
  const button = [...document.querySelectorAll(selector)].find((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top + window.scrollY > belowY;
  });
  if (!button) return null;
  button.scrollIntoView({ block: "center" });
  return button.getBoundingClientRect().top + window.scrollY;
}

/**
 * In the page, once it has settled (a list may have drawn the post anew):
 * the centre, in the view, of the like button nearest to `pageY`.
 */
function likeAt({ selector, pageY }: { selector: string; pageY: number }): {
  x: number;
  y: number;
  pageY: number;
} | null {
  const boxes = [...document.querySelectorAll(selector)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .sort(
      (a, b) => Math.abs(a.top + window.scrollY - pageY) - Math.abs(b.top + window.scrollY - pageY),
    );
  const box = boxes[0];
  return box
    ? { x: box.left + box.width / 2, y: box.top + box.height / 2, pageY: box.top + window.scrollY }
    : null;
}

/**
 * In the page: a point of the view on nothing that answers a click (no link,
 * button, field or post under it), the page's margins first; null if none.
 */
function emptySpot(): { x: number; y: number } | null {
  const ACTIVE =
    "a, button, input, textarea, select, summary, label, img, video, article, " +
    "[role=button], [role=link], [role=menuitem], [role=tab], [role=article], " +
    "[tabindex], [contenteditable], [onclick], [data-post-id], .post";
  const width = window.innerWidth;
  const height = window.innerHeight;
  const xs = [width - 24, 24];
  for (let x = 64; x < width - 64; x += 64) xs.push(x);
  for (const x of xs) {
    for (let y = Math.round(height / 2); y > 80; y -= 40) {
      const element = document.elementFromPoint(x, y);
      if (element && !element.closest(ACTIVE)) return { x, y };
    }
  }
  return null;
}

/**
 * Likes and then unlikes (so the demo ends as it began) the first LIKE_POSTS
 * posts on /home, each scrolled to the middle of the view, with mouse clicks
 * sent through CDP (no script in the page), and sums CDP
 * Performance.getMetrics' TaskDuration around each click; after each post,
 * two clicks on empty space (emptySpot) watched as long as a like on average.
 */
export async function measureLikes(browser: Browser, origin: string): Promise<LikeSample> {
  const { context, page, session } = await openHome(browser, origin);
  try {
    let bareClicks = 0;
    let bareTaskMs = 0;
    let taskMs = 0;
    let windowMs = 0;
    let clicks = 0;
    let belowY = -1;
    for (let post = 0; post < LIKE_POSTS; post += 1) {
      const pageY = await page.evaluate(scrollToNextLike, { selector: LIKE_SELECTOR, belowY });
      if (pageY === null) break;
      await sleep(AFTER_SCROLL_MS);
      const button = await page.evaluate(likeAt, { selector: LIKE_SELECTOR, pageY });
      if (!button) break;
      // The next post's button is well below: a few pixels keep this one out.
      belowY = button.pageY + 10;
      const { x, y } = button;
      for (let turn = 0; turn < 2; turn += 1) {
        const answered = page.waitForResponse(
          (response) =>
            response.request().method() === "POST" &&
            /\/api\/v1\/statuses\/[^/]+\/(un)?favourite$/.test(new URL(response.url()).pathname),
          { timeout: TIMEOUT_MS },
        );
        const before = await mainThreadMs(session, "TaskDuration");
        const from = performance.now();
        await page.mouse.click(x, y);
        await answered.catch(() => {
          throw new BenchFailure(`a like on ${origin}/home got no answer`);
        });
        await sleep(AFTER_ANSWER_MS);
        taskMs += spent(before, await mainThreadMs(session, "TaskDuration"));
        windowMs += performance.now() - from;
        clicks += 1;
      }
      const spot = await page.evaluate(emptySpot);
      if (!spot) throw new BenchFailure(`no empty space to click on ${origin}/home`);
      for (let turn = 0; turn < 2; turn += 1) {
        const before = await mainThreadMs(session, "TaskDuration");
        await page.mouse.click(spot.x, spot.y);
        await sleep(windowMs / clicks);
        bareTaskMs += spent(before, await mainThreadMs(session, "TaskDuration"));
        bareClicks += 1;
      }
    }
    if (clicks === 0) throw new BenchFailure(`no like button on ${origin}/home`);
    return { clicks, taskMs, windowMs, bareClicks, bareTaskMs };
  } finally {
    await context.close();
  }
}
