import type { Browser, Page } from "@playwright/test";
import { sleep } from "../wait";
import { mainThreadMs, spent } from "./cdp";
import { openHome } from "./home";
import { LONG_FRAME_MS, MORE_BUTTON, SCROLL_FRAMES, SCROLL_STEP_PX } from "./settings";

export interface ScrollSample {
  frames: number;
  /** Renderer main-thread task time over the scroll (CDP TaskDuration). */
  taskMs: number;
  /** requestAnimationFrame gaps over LONG_FRAME_MS. */
  longFrames: number;
  worstFrameMs: number;
  /** Whether the page ran out of posts before the last frame. */
  reachedEnd: boolean;
}

/**
 * Loads pages (scrolling to the end, or pressing "Show more posts", which the
 * original client needs) until the timeline is taller than the scroll.
 */
async function loadEnough(page: Page, heightPx: number): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const height = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      root.scrollTop = root.scrollHeight;
      return root.scrollHeight;
    });
    if (height >= heightPx) return;
    await sleep(1_000);
    const more = page.getByRole("button", { name: MORE_BUTTON });
    if (await more.isVisible()) await more.click();
    await sleep(1_000);
  }
}

/** In the page: scrolls down `step` px a frame for `frames` frames, timing each frame. */
async function scrollFrames(args: {
  frames: number;
  step: number;
  longFrameMs: number;
}): Promise<Omit<ScrollSample, "taskMs">> {
  const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
  const root = document.scrollingElement ?? document.documentElement;
  const gaps: number[] = [];
  let last = await nextFrame();
  let reachedEnd = false;
  for (let frame = 0; frame < args.frames; frame += 1) {
    root.scrollBy(0, args.step);
    const now = await nextFrame();
    gaps.push(now - last);
    last = now;
    if (root.scrollTop + root.clientHeight >= root.scrollHeight - 1) reachedEnd = true;
  }
  return {
    frames: gaps.length,
    longFrames: gaps.filter((gap) => gap > args.longFrameMs).length,
    worstFrameMs: Math.max(0, ...gaps),
    reachedEnd,
  };
}

/**
 * Scrolls /home down, from the top, SCROLL_FRAMES frames of SCROLL_STEP_PX,
 * over a timeline already loaded that far (the demo's bulk posts).
 */
export async function measureScroll(browser: Browser, origin: string): Promise<ScrollSample> {
  const { context, page, session } = await openHome(browser, origin);
  try {
    const viewport = page.viewportSize()?.height ?? 900;
    await loadEnough(page, SCROLL_FRAMES * SCROLL_STEP_PX + 2 * viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await sleep(1_500);
    const before = await mainThreadMs(session, "TaskDuration");
    const frames = await page.evaluate(scrollFrames, {
      frames: SCROLL_FRAMES,
      step: SCROLL_STEP_PX,
      longFrameMs: LONG_FRAME_MS,
    });
    return { ...frames, taskMs: spent(before, await mainThreadMs(session, "TaskDuration")) };
  } finally {
    await context.close();
  }
}
