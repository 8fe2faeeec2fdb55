import { expect, test } from "./support/fixtures";
import { VIEWPORTS, withToken } from "./support/views";

// The notification list at both widths: compact cards with an excerpt of the
// post, the list of everyone behind "and N others", the Mentions filter.

for (const view of VIEWPORTS) {
  test.describe(`${view.name} ${String(view.width)}×${String(view.height)}`, () => {
    test.use({ viewport: { width: view.width, height: view.height } });

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
  });
}
