import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SCHEMES, VIEWPORTS, withToken } from "./support/views";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

for (const size of VIEWPORTS) {
  for (const scheme of SCHEMES) {
    test.describe(`${size.name}, ${scheme} theme`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, colorScheme: scheme });

      test("the profile's tabs stay on one row", async ({ page }) => {
        await withToken(page, "alice");
        await page.goto("/@alice");
        const tabs = page.getByRole("navigation", { name: "Profile sections" });
        const items = tabs.locator(".section-tab");
        await expect(items).toHaveCount(7);
        const tops = new Set<number>();
        for (const item of await items.all()) tops.add(Math.round((await box(item)).y));
        expect([...tops]).toHaveLength(1);
        if (size.width >= 1280) {
          // Room for all of them: none is cut off or scrolled away.
          const fits = await tabs.evaluate((nav) => nav.scrollWidth <= nav.clientWidth);
          expect(fits).toBe(true);
        }
      });

      test("the follow buttons of a locked account stay below the banner", async ({ page }) => {
        await withToken(page, "reader");
        await page.goto("/@bob");
        await page.getByRole("button", { name: "Follow" }).click();
        const cancel = page.getByRole("button", { name: "Cancel follow request" });
        await expect(cancel).toBeVisible();
        const banner = await box(page.locator(".profile-banner"));
        const bannerBottom = banner.y + banner.height;
        for (const control of [
          cancel,
          page.getByText("This account approves its followers by hand."),
          page.getByRole("button", { name: "More profile actions" }),
        ]) {
          expect((await box(control)).y).toBeGreaterThanOrEqual(bannerBottom);
        }
      });
    });
  }
}

// A header taller than the screen: the virtualized feed starts below it, and
// used to draw no post until scrolled to, so a screen reader's reading order
// and find-in-page met an empty feed there.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`a feed under a tall profile header has its first posts before any scrolling (${String(viewport.width)} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/@alice");
    const feed = page.getByRole("feed", { name: /^Posts by Alice/ });
    await expect(feed).toBeAttached();
    const top = await feed.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, "the feed starts below the screen").toBeGreaterThan(viewport.height + 200);
    const first = feed.getByRole("article").first();
    await expect(first).toBeAttached();
    await expect(first.locator(".post-content")).not.toBeEmpty();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
