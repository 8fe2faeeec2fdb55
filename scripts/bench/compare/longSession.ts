import type { Browser, Page } from "@playwright/test";
import { BenchFailure } from "../failure";
import { HomeRequests } from "../timeline/homeRequests";
import { sleep } from "../wait";
import { openHome } from "./home";
import { LONG_PAGES, MORE_BUTTON } from "./settings";

export interface LongSession {
  /** Home timeline pages loaded (the first one included). */
  pages: number;
  /** JS heap in use after a forced collection (CDP Runtime.getHeapUsage), bytes. */
  heapBytes: number;
  /** Elements in the document. */
  domNodes: number;
}

/** How long a page may take to come once asked for (scroll, then the button). */
const PAGE_WAIT_MS = 15_000;

/** Scrolls to the end, and presses "Show more posts" (the original needs it) if the scroll did not ask. */
async function askNextPage(page: Page, home: HomeRequests): Promise<void> {
  const started = home.started;
  await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
  });
  for (let wait = 0; wait < 20 && home.started === started; wait += 1) await sleep(50);
  if (home.started !== started) return;
  const more = page.getByRole("button", { name: MORE_BUTTON });
  if (await more.isVisible()) await more.click();
}

/**
 * /home as alice on the demo with bulk posts, LONG_PAGES pages loaded by
 * scrolling to the end (or the button), then its heap and DOM: what a long
 * reading session leaves in memory.
 */
export async function measureLongSession(browser: Browser, origin: string): Promise<LongSession> {
  const { context, page, session } = await openHome(browser, origin);
  try {
    // The first page came with openHome, before this watched.
    const home = new HomeRequests(page);
    while (home.count + 1 < LONG_PAGES) {
      const have = home.count;
      await askNextPage(page, home);
      const deadline = Date.now() + PAGE_WAIT_MS;
      while (home.count === have) {
        if (home.error) throw new BenchFailure(home.error);
        if (Date.now() > deadline) {
          throw new BenchFailure(`page ${String(have + 2)} of ${origin}/home never came`);
        }
        await sleep(100);
        if (home.pending === 0 && home.count === have) await askNextPage(page, home);
      }
      await home.settle();
    }
    await sleep(1_000);
    await session.send("HeapProfiler.collectGarbage");
    const { usedSize } = await session.send("Runtime.getHeapUsage");
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    return { pages: home.count + 1, heapBytes: usedSize, domNodes };
  } finally {
    await context.close();
  }
}
