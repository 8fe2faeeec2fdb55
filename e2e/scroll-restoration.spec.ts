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

for (const [width, height, wheel] of [
  [1280, 900, 1130],
  [390, 844, 1333],
] as const) {
  test(`the directory → a profile → back returns to the same pixel (${String(width)} px, ${String(wheel)} down)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, "alice");
    await page.goto("/profile-directory");
    const list = page.getByRole("list", { name: "Profile directory" });
    await expect(list.getByRole("listitem").nth(5)).toBeVisible();
    await page.mouse.wheel(0, wheel);
    await page.waitForTimeout(400);
    /** The first tile across the top of the screen, and where its top is. */
    const place = () =>
      page.evaluate(() => {
        const items = Array.from(document.querySelectorAll<HTMLElement>("[data-index]"));
        const item = items.find((element) => element.getBoundingClientRect().bottom > 0);
        return item ? { index: item.dataset.index, top: item.getBoundingClientRect().top } : null;
      });
    const before = await place();
    expect(before).not.toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const link = await page.evaluate(() => {
      const links = Array.from(
        document.querySelectorAll<HTMLAnchorElement>('[data-index] a[href^="/@"]'),
      );
      return links
        .find((element) => {
          const rect = element.getBoundingClientRect();
          return rect.top > 100 && rect.bottom < window.innerHeight - 100;
        })
        ?.getAttribute("href");
    });
    expect(link).toBeTruthy();
    await page
      .locator(`[data-index] a[href="${link ?? ""}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${link ?? ""}$`));
    await page.goBack();
    await expect(list).toBeVisible();
    await expect.poll(place).toEqual(before);
    // And it stays there once everything has come in.
    await page.waitForTimeout(1000);
    expect(await place()).toEqual(before);
  });
}
