import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/**
 * What a reader points at in a feed stays under the pointer: a card is drawn
 * where it stays (on a start, on going back, after a reload deep in the
 * feed), and its buttons take a click from the first frame it is on screen,
 * also just after a scroll. The page records every animation frame itself
 * (positions and what a click at each button's middle would reach), so the
 * checks do not depend on when Playwright looks.
 */

/** A card on screen in one frame. */
interface SeenCard {
  /** The post's id and its place in the list. */
  id: string;
  top: number;
  /** Its buttons whose middle is on screen and what a click there reaches. */
  buttons: { label: string; reached: boolean }[];
}

interface Recording {
  frames: SeenCard[][];
}

/**
 * Records every frame of the feed named `feedName` from now on (until
 * `stopRecording`). Runs in the page: given to `addInitScript` it records
 * from the page's start.
 */
function record(feedName: string): void {
  const store = window as unknown as {
    __feedFrames?: unknown[];
    __feedRecording?: boolean;
    __feedLooping?: boolean;
  };
  store.__feedFrames = [];
  store.__feedRecording = true;
  if (store.__feedLooping) return;
  store.__feedLooping = true;
  const sample = () => {
    if (!store.__feedRecording) {
      store.__feedLooping = false;
      return;
    }
    const feed = document.querySelector(`[role="feed"][aria-label="${feedName}"]`);
    const cards = [];
    for (const article of Array.from(
      feed?.querySelectorAll<HTMLElement>("[data-index] > article") ?? [],
    )) {
      const rect = article.getBoundingClientRect();
      const shown =
        article.checkVisibility({ visibilityProperty: true }) &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.top < innerHeight;
      if (!shown) continue;
      const buttons = [];
      for (const button of Array.from(article.querySelectorAll<HTMLElement>("button"))) {
        const box = button.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width === 0 || y < 0 || y >= innerHeight || x < 0 || x >= innerWidth) continue;
        const found = document.elementFromPoint(x, y);
        // Covered by something outside the feed (a sticky bar): not the feed's doing.
        if (found && !feed?.contains(found) && !found.contains(button)) continue;
        buttons.push({
          label: button.getAttribute("aria-label") ?? button.textContent,
          reached: found !== null && (found === button || button.contains(found)),
        });
      }
      // A post may show twice (its own card and a repost): its place in the list tells them apart.
      const index = article.parentElement?.dataset.index ?? "";
      cards.push({ id: `${article.dataset.postId ?? ""} #${index}`, top: rect.top, buttons });
    }
    store.__feedFrames?.push(cards);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function startRecording(page: Page, feedName = "Home"): Promise<void> {
  await page.evaluate(record, feedName);
}

/** Lets `frames` more frames pass, then stops and returns the recording. */
async function stopRecording(page: Page, frames = 45): Promise<Recording> {
  const recorded = await page.evaluate(
    (count) =>
      new Promise<unknown[]>((resolve) => {
        let left = count;
        const wait = () => {
          left -= 1;
          if (left > 0) {
            requestAnimationFrame(wait);
            return;
          }
          const store = window as unknown as {
            __feedFrames?: unknown[];
            __feedRecording?: boolean;
          };
          store.__feedRecording = false;
          resolve(store.__feedFrames ?? []);
        };
        requestAnimationFrame(wait);
      }),
    frames,
  );
  return { frames: recorded as SeenCard[][] };
}

/**
 * Every card keeps its place (within 2 px) from the frame it is first on
 * screen (no input meanwhile), does not leave the screen from under the pointer, and a click on
 * any of its buttons reaches that button in every frame.
 */
function expectSteady(recording: Recording): void {
  const problems: string[] = [];
  let previous: SeenCard[] | null = null;
  recording.frames.forEach((cards, frame) => {
    for (const card of cards) {
      for (const button of card.buttons) {
        if (!button.reached)
          problems.push(`frame ${frame}: a click on "${button.label}" of ${card.id} misses it`);
      }
    }
    for (const before of previous ?? []) {
      const now = cards.find((card) => card.id === before.id);
      if (!now) problems.push(`frame ${frame}: ${before.id} left the screen`);
      // A pixel's rounding as the list settles misses no button.
      else if (Math.abs(now.top - before.top) > 2)
        problems.push(
          `frame ${frame}: ${before.id} moved from ${before.top.toFixed(0)} to ${now.top.toFixed(0)}`,
        );
    }
    previous = cards;
  });
  expect(problems.slice(0, 10), "what moved under the pointer").toEqual([]);
}

/** The card that covers the top of the screen (below the sticky bar). */
async function cardAtTop(page: Page): Promise<string> {
  return page.evaluate(() => {
    const articles = Array.from(document.querySelectorAll<HTMLElement>("[role=feed] article"));
    const top = articles.find((article) => article.getBoundingClientRect().bottom > 80);
    return top?.dataset.postId ?? "";
  });
}

/** The reading position is saved when the scrolling stops. */
async function letPositionSave(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

test.describe("phone", () => {
  // A phone has no composer above the feed: the first card's buttons are on screen.
  test.use({ viewport: { width: 390, height: 844 } });

  test("home's first cards stay where they are first drawn and take a click at once", async ({
    page,
  }) => {
    // From the page's first frame, before the app has drawn anything.
    await page.addInitScript(record, "Home");
    await signIn(page, "alice");
    const home = page.getByRole("feed", { name: "Home" });
    await expect(home.getByRole("article").first()).toBeVisible();
    const recording = await stopRecording(page);
    const first = recording.frames.findIndex((cards) => cards.length > 0);
    expect(first, "a card was drawn while recording").toBeGreaterThanOrEqual(0);
    expect(
      recording.frames[first]?.some((card) => card.buttons.length > 0),
      "the first card's buttons are on screen",
    ).toBe(true);
    expectSteady({ frames: recording.frames.slice(first) });
  });
});

test("going back to home draws the card that was on top where it stays", async ({ page }) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  await expect(home.getByRole("article").first()).toBeVisible();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Part of the top card above the screen: the position is an item and an offset.
  await page.evaluate(() => window.scrollBy(0, 90));
  await letPositionSave(page);
  const top = await cardAtTop(page);

  await page.getByRole("link", { name: "Local", exact: true }).first().click();
  await expect(
    page.getByRole("feed", { name: "Local" }).getByRole("article").first(),
  ).toBeVisible();
  await startRecording(page);
  await page.goBack();
  await expect(home.locator(`article[data-post-id="${top}"]`).first()).toBeVisible();
  expect(await cardAtTop(page)).toBe(top);
  expectSteady(await stopRecording(page));
});

test("a reload deep in home draws no card before the one the reader was at", async ({ page }) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  await expect(home.getByRole("article").first()).toBeVisible();
  // Past the first page: the reload must page to find the reader's post.
  const pastFirstPage = home.locator("article[aria-posinset]").last();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(Number(await pastFirstPage.getAttribute("aria-posinset"))).toBeGreaterThan(25);
  }).toPass({ timeout: 30_000 });
  await pastFirstPage.evaluate((article) => {
    article.scrollIntoView({ block: "start" });
    window.scrollBy(0, 60);
  });
  await letPositionSave(page);
  const top = await cardAtTop(page);

  // From the reloaded page's first frame.
  await page.addInitScript(record, "Home");
  await page.reload();
  await expect(home.locator(`article[data-post-id="${top}"]`).first()).toBeVisible();
  expect(await cardAtTop(page)).toBe(top);
  expectSteady(await stopRecording(page));
});

test("right after a scroll, a click on a card's button reaches it", async ({ page }) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  await expect(home.getByRole("article").first()).toBeVisible();
  await page.mouse.move(640, 400);
  await startRecording(page);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const recording = await stopRecording(page, 20);
  const misses = recording.frames
    .flatMap((cards, frame) =>
      cards.flatMap((card) =>
        card.buttons.filter((button) => !button.reached).map(() => `frame ${frame}`),
      ),
    )
    .slice(0, 5);
  expect(misses, "frames where a click on a button missed it").toEqual([]);
});

test("a click pressed as the page starts to scroll still reaches its button", async ({ page }) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  const bookmark = home.getByRole("article").first().getByRole("button", { name: "Bookmark" });
  await bookmark.scrollIntoViewIfNeeded();
  // The page has stopped scrolling (the virtualizer says so 150 ms after).
  await page.waitForTimeout(300);
  const box = await bookmark.boundingBox();
  if (!box) throw new Error("the Bookmark button has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The page scrolls a little between press and release (a trackpad's glide,
  // or the page bringing a control into view), over two frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollBy(0, 2);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await page.mouse.up();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
});
