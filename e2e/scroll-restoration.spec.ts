import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// Going back to a list returns to the place the reader left it; a fresh
// visit starts at the top.

/** The key of the first list item whose bottom is below the top bar. */
const topItem = (page: Page) =>
  page.evaluate(() => {
    const items = Array.from(document.querySelectorAll<HTMLElement>("[role=feed] [data-index]"));
    return items.find((item) => item.getBoundingClientRect().bottom > 80)?.dataset.index ?? null;
  });

test("notifications → a post → back keeps the place", async ({ page }) => {
  await signIn(page, "alice");
  await page.getByRole("link", { name: /^Notifications/ }).click();
  const feed = page.getByRole("feed", { name: "Notifications" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  // Read down the list, past the first dozen items (the list keeps only those
  // near the screen, so the twelfth may already be gone when we look).
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    const furthest = await feed
      .locator("[data-index]")
      .evaluateAll((items) =>
        Math.max(-1, ...items.map((item) => Number(item.getAttribute("data-index")))),
      );
    expect(furthest).toBeGreaterThanOrEqual(12);
  }).toPass({ timeout: 20_000 });
  // A post whose time link is on screen (some notifications carry no post: read on).
  // A holder, not a `let`: the assignment happens inside the retried callback.
  const picked: { index: string | null } = { index: null };
  await expect(async () => {
    picked.index = await page.evaluate(() => {
      const link = Array.from(
        document.querySelectorAll<HTMLElement>("[role=feed] .post-time"),
      ).find((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= 100 && rect.top <= window.innerHeight - 40;
      });
      return link?.closest("[data-index]")?.getAttribute("data-index") ?? null;
    });
    if (picked.index === null) await page.mouse.wheel(0, 300);
    expect(picked.index).not.toBeNull();
  }).toPass({ timeout: 15_000 });
  await page.waitForTimeout(300);
  const before = await topItem(page);
  expect(Number(before)).toBeGreaterThan(2);

  await feed
    .locator(`[data-index="${picked.index ?? ""}"] .post-time`)
    .first()
    .click();
  await expect(page).toHaveURL(/\/post\//);
  await page.goBack();
  await expect(feed).toBeVisible();
  await expect.poll(() => topItem(page)).toBe(before);

  // A fresh visit (not back) starts at the top.
  await page.getByRole("link", { name: "Local", exact: true }).click();
  await expect(page).toHaveURL(/\/local$/);
  await expect(page.getByRole("feed", { name: "Local" })).toBeVisible();
  await page.getByRole("link", { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(feed.getByRole("article").first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
