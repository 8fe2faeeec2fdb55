import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { HOME_POLL, VIEWPORTS, withToken } from "./support/views";

// Posts that arrive while home is read wait behind a pill, at both widths:
// nothing on screen moves until the reader asks for them.

const homeFeed = (page: Page) => page.getByRole("feed", { name: "Home" });

/** The first article whose top is on screen, and where its top is. */
async function firstOnScreen(feed: Locator): Promise<{ id: string | null; top: number }> {
  return feed.evaluate((element) => {
    for (const article of Array.from(element.querySelectorAll("article[data-post-id]"))) {
      const box = article.getBoundingClientRect();
      if (box.top >= 0) return { id: article.getAttribute("data-post-id"), top: box.top };
    }
    return { id: null, top: 0 };
  });
}

for (const view of VIEWPORTS) {
  test.describe(`${view.name} ${String(view.width)}×${String(view.height)}`, () => {
    test.use({ viewport: { width: view.width, height: view.height } });

    test("new posts wait behind a pill, nothing moves, and the pill or Home shows them", async ({
      page,
      demo,
    }) => {
      await withToken(page, "alice");
      // The page's timers run at real pace; fastForward jumps to the next poll.
      await page.clock.install();
      await page.goto("/home");
      const feed = homeFeed(page);
      await expect(feed.getByRole("article").first()).toBeVisible();
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(300);
      const before = await firstOnScreen(feed);
      expect(before.id).not.toBeNull();

      const ids = await demo.addPosts("carol@remote.example", 3);
      await page.clock.fastForward(HOME_POLL);
      const pill = page.getByRole("button", { name: "3 new posts" });
      await expect(pill).toBeVisible();
      await expect(pill).toBeInViewport();
      // Reading goes on undisturbed: the same post at the same place.
      const after = await firstOnScreen(feed);
      expect(after.id).toBe(before.id);
      expect(Math.abs(after.top - before.top)).toBeLessThan(2);

      await pill.click();
      const newest = feed.locator(`article[data-post-id="${ids[2] ?? ""}"]`);
      await expect(newest).toBeFocused();
      await expect(newest).toBeInViewport();
      await expect(feed.locator("article[data-post-id]").first()).toHaveAttribute(
        "data-post-id",
        ids[2] ?? "",
      );
      await expect(pill).toBeHidden();

      // The Home button shows waiting posts too.
      await page.mouse.wheel(0, 1500);
      const more = await demo.addPosts("dave@social.example", 1);
      await page.clock.fastForward(HOME_POLL);
      await expect(page.getByRole("button", { name: "1 new post" })).toBeVisible();
      await page.getByRole("link", { name: "Home", exact: true }).click();
      await expect(feed.locator("article[data-post-id]").first()).toHaveAttribute(
        "data-post-id",
        more[0] ?? "",
      );
      await expect(feed.locator("article[data-post-id]").first()).toBeInViewport();
      await expect(page.getByRole("button", { name: /new posts?$/ })).toBeHidden();
    });
  });
}
