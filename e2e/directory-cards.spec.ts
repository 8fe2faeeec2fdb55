import { expect, test } from "./support/fixtures";
import { VIEWPORTS, withToken } from "./support/views";

// The profile directory at both widths: cards with bio, followers and a
// Follow button, Local and Remote, never the viewer.

for (const view of VIEWPORTS) {
  test.describe(`${view.name} ${String(view.width)}×${String(view.height)}`, () => {
    test.use({ viewport: { width: view.width, height: view.height } });

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
