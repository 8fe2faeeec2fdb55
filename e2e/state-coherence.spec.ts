import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

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

test("two quick likes end in the state of the last click, even when the first request fails", async ({
  page,
  demo,
}) => {
  await signIn(page, "bob");
  const id = await demo.fixture("fourImages");
  await page.goto(`/post/${id}`);
  const like = page
    .locator(`article[data-post-id="${id}"]`)
    .getByRole("button", { name: "Like", exact: true });
  await expect(like).toHaveAttribute("aria-pressed", "false");

  const sent: string[] = [];
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  await page.route(/\/api\/v1\/statuses\/[^/]+\/(favourite|unfavourite)$/, async (route) => {
    const action = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    sent.push(action);
    if (sent.length === 1) {
      await firstHeld;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "internal error", error_description: "internal error" }),
      });
    } else {
      await route.continue();
    }
  });

  // Like, then undo it at once, while the like is still on its way; the like fails.
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  releaseFirst();
  await expect.poll(() => sent.length).toBe(1);
  await page.waitForTimeout(500);
  await expect(like).toHaveAttribute("aria-pressed", "false");
  expect(sent).toEqual(["favourite"]);

  // Like, unlike, like again: the first fails, the last click still wins on the server.
  sent.length = 0;
  let releaseAgain: () => void = () => undefined;
  const againHeld = new Promise<void>((resolve) => {
    releaseAgain = resolve;
  });
  await page.unroute(/\/api\/v1\/statuses\/[^/]+\/(favourite|unfavourite)$/);
  await page.route(/\/api\/v1\/statuses\/[^/]+\/(favourite|unfavourite)$/, async (route) => {
    const action = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    sent.push(action);
    if (sent.length === 1) {
      await againHeld;
      await route.fulfill({ status: 500, body: "" });
    } else {
      await route.continue();
    }
  });
  await like.click();
  await like.click();
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  releaseAgain();
  await expect.poll(() => sent).toEqual(["favourite", "favourite"]);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(
    page
      .locator(`article[data-post-id="${id}"]`)
      .getByRole("button", { name: "Like", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
});

test("a profile save shows the new name on the post cards without a reload", async ({ page }) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  await expect(home.getByRole("article").first()).toBeVisible();
  await expect(home.getByText("Alice Liddell").first()).toBeVisible();

  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("link", { name: /Edit profile/ }).click();
  const name = page.getByRole("textbox", { name: "Display name" });
  await name.fill("Alice in Wonderland");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/@alice/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alice in Wonderland");

  // Back on home, in the app (no reload): her cards carry the new name.
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(home.getByText("Alice in Wonderland").first()).toBeVisible();
  await expect(home.getByText("Alice Liddell")).toHaveCount(0);
});
