import type { Locator, Page } from "@playwright/test";
import { expect, formatAxeViolations, test } from "./support/fixtures";
import { SCHEMES, VIEWPORTS, withToken } from "./support/views";

/** The home poll's interval and a little more (state/homeNews.ts). */
const POLL = 65_000;

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
      await page.clock.fastForward(POLL);
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
      await page.clock.fastForward(POLL);
      await expect(page.getByRole("button", { name: "1 new post" })).toBeVisible();
      await page.getByRole("link", { name: "Home", exact: true }).click();
      await expect(feed.locator("article[data-post-id]").first()).toHaveAttribute(
        "data-post-id",
        more[0] ?? "",
      );
      await expect(feed.locator("article[data-post-id]").first()).toBeInViewport();
      await expect(page.getByRole("button", { name: /new posts?$/ })).toBeHidden();
    });

    test("likes show an excerpt, 'and 3 others' lists everyone, Mentions filters", async ({
      page,
    }) => {
      await withToken(page, "alice");
      await page.goto("/notifications");
      const list = page.getByRole("feed", { name: "Notifications" });
      const first = list.getByRole("article", { name: "Notification" }).first();
      await expect(first.locator("a.notification-excerpt")).toBeVisible();
      await expect(first.locator("article")).toHaveCount(0);
      // The card's like icon, not a heart.
      await expect(first.locator(".notification-favourite svg.lucide-thumbs-up")).toBeVisible();
      const box = await first.boundingBox();
      expect(box?.height ?? 1000).toBeLessThan(260);

      const others = first.getByRole("button", { name: "3 others" });
      await others.click();
      const dialog = page.getByRole("dialog", { name: "Liked by" });
      await expect(dialog.getByRole("link")).toHaveCount(5);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(others).toBeFocused();

      await page.getByRole("button", { name: "Mentions" }).click();
      await expect(page).toHaveURL(/\?filter=mentions$/);
      const entries = list.getByRole("article", { name: "Notification" });
      await expect(entries.first()).toBeVisible();
      // Asked of the list as it settles: the feed measures its entries and
      // may draw fewer a frame later, so a list read once may name one gone.
      await expect(
        entries.filter({ hasNotText: /mentioned you|replied to your post/ }),
      ).toHaveCount(0);
      await expect(entries.filter({ hasNot: page.locator("article[data-post-id]") })).toHaveCount(
        0,
      );
    });

    test("directory cards: bio, followers, Follow; Local and Remote; never the viewer", async ({
      page,
    }) => {
      await withToken(page, "alice");
      await page.goto("/profile-directory");
      const grid = page.getByRole("list", { name: "Profile directory" });
      const priya = grid.locator(".directory-card").filter({ hasText: "Priya Raman" });
      await expect(priya).toContainText("Data scientist");
      await expect(priya).toContainText(/\d+ followers?/);
      await expect(grid.getByRole("link", { name: /@alice$/ })).toHaveCount(0);
      await priya.getByRole("button", { name: "Follow" }).click();
      await expect(priya.getByRole("button", { name: "Unfollow" })).toBeVisible();

      await page.getByRole("button", { name: "Remote" }).click();
      await expect(page).toHaveURL(/\?scope=remote$/);
      await expect(grid.locator(".directory-card").filter({ hasText: "Carol" })).toBeVisible();
      for (const handle of await grid.locator(".post-handle").allTextContents()) {
        expect(handle).toMatch(/^@[^@]+@[^@]+$|^@https:/);
      }
    });
  });
}

for (const scheme of SCHEMES) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test("the new-posts pill, compact notifications with the list of everyone, the directory are axe-clean", async ({
      page,
      demo,
      axe,
    }) => {
      // Four full-page axe scans on three screens.
      test.slow();
      await withToken(page, "alice");
      await page.clock.install();
      await page.goto("/home");
      await expect(homeFeed(page).getByRole("article").first()).toBeVisible();
      await demo.addPosts("carol@remote.example", 2);
      await page.clock.fastForward(POLL);
      await expect(page.getByRole("button", { name: "2 new posts" })).toBeVisible();
      expect(formatAxeViolations(await axe(page, { include: [".home-feed"] }))).toBe("");

      await page.goto("/notifications");
      const first = page.getByRole("article", { name: "Notification" }).first();
      await expect(first.locator("a.notification-excerpt")).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await first.getByRole("button", { name: "3 others" }).click();
      await expect(page.getByRole("dialog", { name: "Liked by" })).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await page.keyboard.press("Escape");

      await page.goto("/profile-directory");
      await expect(page.locator(".directory-card").first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Unfollow" }).first()).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
    });
  });
}
