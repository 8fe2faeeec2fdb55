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
}

/** After the answer: time for the client to draw it, alike for both builds. */
const AFTER_ANSWER_MS = 400;

/** Time for the page to settle after it is scrolled to the next post. */
const AFTER_SCROLL_MS = 500;

/**
 * In the page: brings the first like button below `belowY` (a page offset)
 * to the middle of the view; its centre in the view, and its page offset.
 */
function nextLikeButton({ selector, belowY }: { selector: string; belowY: number }): {
  x: number;
  y: number;
  pageY: number;
} | null {
  const button = [...document.querySelectorAll(selector)].find((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top + window.scrollY > belowY;
  });
  if (!button) return null;
  button.scrollIntoView({ block: "center" });
  const box = button.getBoundingClientRect();
  return {
    x: box.left + box.width / 2,
    y: box.top + box.height / 2,
    pageY: box.top + window.scrollY,
  };
}

/**
 * Likes and then unlikes the first LIKE_POSTS posts on /home, each scrolled
 * to the middle of the view (so the demo ends as it began), with real mouse clicks (CDP input, no script in the page), and sums
 * CDP Performance.getMetrics' TaskDuration around each click.
 */
export async function measureLikes(browser: Browser, origin: string): Promise<LikeSample> {
  const { context, page, session } = await openHome(browser, origin);
  try {
    let taskMs = 0;
    let clicks = 0;
    let belowY = -1;
    for (let post = 0; post < LIKE_POSTS; post += 1) {
      const button = await page.evaluate(nextLikeButton, { selector: LIKE_SELECTOR, belowY });
      if (!button) break;
      belowY = button.pageY;
      await sleep(AFTER_SCROLL_MS);
      const { x, y } = button;
      for (let turn = 0; turn < 2; turn += 1) {
        const answered = page.waitForResponse(
          (response) =>
            response.request().method() === "POST" &&
            /\/api\/v1\/statuses\/[^/]+\/(un)?favourite$/.test(new URL(response.url()).pathname),
          { timeout: TIMEOUT_MS },
        );
        const before = await mainThreadMs(session, "TaskDuration");
        await page.mouse.click(x, y);
        await answered.catch(() => {
          throw new BenchFailure(`a like on ${origin}/home got no answer`);
        });
        await sleep(AFTER_ANSWER_MS);
        taskMs += spent(before, await mainThreadMs(session, "TaskDuration"));
        clicks += 1;
      }
    }
    if (clicks === 0) throw new BenchFailure(`no like button on ${origin}/home`);
    return { clicks, taskMs };
  } finally {
    await context.close();
  }
}
