import { expect, signIn, test } from "./support/fixtures";

// The setting "Open posts and profiles in a new tab": a post or a profile
// opened from home opens a new page, and home stays where it was.

test("with the setting on, a post and a profile from home open in new pages", async ({
  page,
  context,
}) => {
  await signIn(page, "alice", { at: "/settings" });
  const setting = page.getByRole("checkbox", { name: "Open posts and profiles in a new tab" });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(setting).toBeChecked();

  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  const feed = page.getByRole("feed", { name: "Home" });
  const first = feed.locator("article[data-post-id]").first();
  await expect(first).toBeVisible();

  const postPage = context.waitForEvent("page");
  await first.locator(".post-time").click();
  const opened = await postPage;
  await opened.waitForURL(/\/post\//);
  await expect(opened.getByRole("article").first()).toBeVisible();
  await opened.close();
  expect(new URL(page.url()).pathname).toBe("/home");

  const profilePage = context.waitForEvent("page");
  await first.locator(".post-author").click();
  const profile = await profilePage;
  await profile.waitForURL(/\/@/);
  await profile.close();
  expect(new URL(page.url()).pathname).toBe("/home");

  // Off again: the same tab.
  await page.goto("/settings");
  await page.getByRole("checkbox", { name: "Open posts and profiles in a new tab" }).uncheck();
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await feed.locator("article[data-post-id]").first().locator(".post-time").click();
  await page.waitForURL(/\/post\//);
  expect(context.pages()).toHaveLength(1);
});
