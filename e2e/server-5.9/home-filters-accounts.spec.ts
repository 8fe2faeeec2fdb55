import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";

/** Home's filters are each account's own: two accounts in one browser keep theirs apart. */

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openFilters(page: Page) {
  await page.getByRole("button", { name: "Home timeline filters" }).click();
  return page.getByRole("dialog", { name: "Home timeline filters" });
}

test("hidden reposts stay hidden for the account that hid them, not for another", async ({
  page,
}) => {
  await signIn(page, "alice");
  const feed = page.getByRole("feed", { name: "Home" });
  await expect(feed.getByText("Reposted by").first()).toBeVisible();
  const panel = await openFilters(page);
  await panel.getByRole("checkbox", { name: "Hide reposts" }).check();
  await page.keyboard.press("Escape");
  await expect(feed.getByText("Reposted by")).toHaveCount(0);

  await nav(page)
    .getByRole("button", { name: /^Accounts, signed in as .*@alice\)/ })
    .click();
  await page.getByRole("menuitem", { name: "Add account" }).click();
  await page.getByLabel("Username").fill("bob");
  await page.getByLabel("Password").fill("mitra-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/home");
  await expect(feed.getByRole("article").first()).toBeVisible();
  const bobs = await openFilters(page);
  await expect(bobs.getByRole("checkbox", { name: "Hide reposts" })).not.toBeChecked();
  await page.keyboard.press("Escape");

  await page.reload();
  await nav(page)
    .getByRole("button", { name: /^Accounts, signed in as .*@bob\)/ })
    .click();
  await page.getByRole("menuitem", { name: /^Switch to .*@alice\)/ }).click();
  await expect(feed.getByRole("article").first()).toBeVisible();
  await expect(feed.getByText("Reposted by")).toHaveCount(0);
  const alices = await openFilters(page);
  await expect(alices.getByRole("checkbox", { name: "Hide reposts" })).toBeChecked();
});
