import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/**
 * A post's "More actions" menu and "Add reaction" picker must be usable with a
 * real mouse wherever the card is: on a card with an image in the home feed,
 * on the last post of a short page, on a thread's last reply. They used to
 * open inside the card's stacking context, under the cards that follow, and
 * past the end of a short page. Every click here is a real mouse click at the
 * item's position, after checking that the item is what is drawn there.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The whole box is on screen. */
async function expectInViewport(page: Page, popup: Locator): Promise<void> {
  const box = await popup.boundingBox();
  const viewport = page.viewportSize();
  expect(box, "the popup has a box").not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, "left edge on screen").toBeGreaterThanOrEqual(0);
  expect(box.y, "top edge on screen").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge on screen").toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, "bottom edge on screen").toBeLessThanOrEqual(viewport.height);
}

/** A mouse click at the middle of `target`, once it is what the page shows there. */
async function clickAt(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  // A feed that has just drawn cards measures them and may move for a few
  // frames: wait until the target is what is drawn at its middle.
  let point = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        if (!box) return false;
        point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        return target.evaluate((element, { x, y }) => {
          const found = document.elementFromPoint(x, y);
          return found !== null && (found === element || element.contains(found));
        }, point);
      },
      { message: "the element at the click point is the target", timeout: 5000 },
    )
    .toBe(true);
  await page.mouse.click(point.x, point.y);
}

/**
 * A card's button mid-screen, as a person scrolls to what they tap: at a
 * card's foot a phone's bottom bar may cover it, which "in view" allows.
 */
async function centre(button: Locator): Promise<void> {
  await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Opens the card's "More actions" menu with the mouse; the menu is on screen. */
async function openMenu(page: Page, card: Locator): Promise<Locator> {
  const button = card.getByRole("button", { name: "More actions" });
  await centre(button);
  await clickAt(page, button);
  const menu = page.getByRole("menu", { name: "More actions" });
  await expect(menu).toBeVisible();
  await expectInViewport(page, menu);
  return menu;
}

async function react(page: Page, card: Locator): Promise<void> {
  const button = card.getByRole("button", { name: "Add reaction" });
  await centre(button);
  await clickAt(page, button);
  const picker = page.getByRole("dialog", { name: "Add reaction" });
  await expect(picker).toBeVisible();
  await expectInViewport(page, picker);
  // The whole emoji set arrives after the picker opens; the picker stays put.
  const opened = await picker.boundingBox();
  await expect(picker.getByText("Loading emoji…")).toHaveCount(0);
  expect(await picker.boundingBox(), "the picker did not move as the set came").toEqual(opened);
  const reacted = page.waitForResponse(
    (response) => response.request().method() === "PUT" && response.url().includes("/reactions/"),
  );
  await clickAt(page, picker.getByRole("button", { name: ":tada:" }));
  expect((await reacted).status()).toBe(200);
  await expect(picker).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^🎉: 1 reaction/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

async function muteAuthor(page: Page, card: Locator): Promise<void> {
  // The item needs the author's relationship, which loads with the page.
  let menu = await openMenu(page, card);
  await expect(async () => {
    await expect(menu.getByRole("menuitem", { name: "Mute author" })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  const muted = page.waitForResponse((response) => response.url().endsWith("/mute"));
  await clickAt(page, menu.getByRole("menuitem", { name: "Mute author" }));
  expect((await muted).status()).toBe(200);
  menu = await openMenu(page, card);
  await expect(menu.getByRole("menuitem", { name: "Unmute author" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
}

async function deletePost(page: Page, card: Locator): Promise<void> {
  const id = await card.getAttribute("data-post-id");
  const menu = await openMenu(page, card);
  await clickAt(page, menu.getByRole("menuitem", { name: "Delete" }));
  const dialog = page.getByRole("dialog", { name: /Delete this post/ });
  await expect(dialog).toBeVisible();
  await expectInViewport(page, dialog);
  const deleted = page.waitForResponse(
    (response) =>
      response.request().method() === "DELETE" &&
      new URL(response.url()).pathname === `/api/v1/statuses/${id ?? ""}`,
  );
  await clickAt(page, dialog.getByRole("button", { name: "Delete" }));
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText("Post deleted")).toBeVisible();
  await expect(page.locator(`article[data-post-id="${id ?? ""}"]`)).toHaveCount(0);
}

const lastCard = (scope: Locator) => scope.getByRole("article").last();

/**
 * Scrolls the (virtualized) feed down until `card` is rendered, and returns
 * that post's card: a filter's `.first()` is resolved again at each use, and
 * names another post once the feed has drawn more.
 */
async function findInFeed(page: Page, card: Locator): Promise<Locator> {
  const found = { id: "" };
  await expect(async () => {
    if ((await card.count()) === 0) {
      await page.mouse.wheel(0, 600);
      throw new Error("not rendered yet");
    }
    found.id = (await card.getAttribute("data-post-id", { timeout: 2000 })) ?? "";
    // The list measures the cards it has just drawn and may draw another
    // range meanwhile (this card out of it): then look again.
    await card.scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass({ intervals: [250], timeout: 20_000 });
  expect(found.id, "the card has a post id").not.toBe("");
  // A post may show twice (its own card and a repost): either is that post.
  return page.locator(`article[data-post-id="${found.id}"]`).first();
}

for (const viewport of VIEWPORTS) {
  test.describe(`${String(viewport.width)}×${String(viewport.height)}`, () => {
    test.use({ viewport });

    test("a card with an image on home: react, mute the author, delete", async ({ page }) => {
      await signIn(page, "alice");
      const withImage = page
        .getByRole("feed", { name: "Home" })
        .getByRole("article")
        .filter({ has: page.getByRole("button", { name: /^Open image/ }) });
      const others = await findInFeed(
        page,
        withImage.filter({ hasNot: page.locator(".post-handle", { hasText: /^@alice$/ }) }).first(),
      );
      await react(page, others);
      await muteAuthor(page, others);

      await page.evaluate(() => window.scrollTo(0, 0));
      const own = await findInFeed(
        page,
        withImage.filter({ has: page.locator(".post-handle", { hasText: /^@alice$/ }) }).first(),
      );
      await deletePost(page, own);
    });

    test("the last post of a short page: react, delete, mute the author", async ({ page }) => {
      await signIn(page, "alice", { at: "/tag/webdev" });
      const feed = page.getByRole("feed");
      await expect(feed.getByRole("article")).toHaveCount(3);
      await scrollToEnd(page);
      const last = lastCard(feed);
      await expect(last.locator(".post-handle")).toHaveText("@alice");
      await react(page, last);
      await scrollToEnd(page);
      await deletePost(page, last);

      await page.goto("/tag/gardening");
      await expect(feed.getByRole("article").first()).toBeVisible();
      await scrollToEnd(page);
      const other = lastCard(feed);
      await expect(other.locator(".post-handle")).not.toHaveText("@alice");
      await muteAuthor(page, other);
    });

    test("a thread's last reply: react, mute the author, delete", async ({ page, demo }) => {
      const root = await demo.fixture("deepThreadRoot");
      await signIn(page, "alice", { at: `/post/${root}` });
      const thread = page.getByRole("feed", { name: "Post" });
      await expect(thread.locator(`article[data-post-id="${root}"]`)).toBeVisible();
      await scrollToEnd(page);
      let last = lastCard(thread);
      await expect(last.locator(".post-handle")).toHaveText("@bob");
      const replyId = await last.getAttribute("data-post-id");
      await react(page, last);
      await muteAuthor(page, last);

      // Another user: the session ends by clearing storage (the log-out control
      // sits in the sidebar on a desktop and in a menu on a phone).
      await page.evaluate(() => localStorage.clear());
      await signIn(page, "bob", { at: `/post/${root}` });
      last = thread.locator(`article[data-post-id="${replyId ?? ""}"]`);
      await expect(last).toBeVisible();
      await scrollToEnd(page);
      await expect(lastCard(thread)).toHaveAttribute("data-post-id", replyId ?? "");
      await deletePost(page, last);
    });
  });
}
