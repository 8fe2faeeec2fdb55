import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";

/** Recent searches are kept per account: two accounts in one browser each see their own. */

const box = (page: Page) => page.getByRole("combobox", { name: "Search" });
const recent = (page: Page) =>
  page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openAccounts(page: Page, username: string) {
  await nav(page)
    .getByRole("button", { name: new RegExp(`^Accounts, signed in as .*@${username}\\)`) })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
}

async function search(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Search results" })).toBeVisible();
}

async function expectRecent(page: Page, texts: (string | RegExp)[]) {
  await box(page).fill("");
  await box(page).blur();
  await box(page).focus();
  await expect(recent(page)).toHaveText(texts);
}

test("two accounts keep separate recent searches, across a reload and a switch", async ({
  page,
}) => {
  await signIn(page, "alice");
  await search(page, "#photo");

  await openAccounts(page, "alice");
  await page.getByRole("menuitem", { name: "Add account" }).click();
  await page.getByLabel("Username").fill("bob");
  await page.getByLabel("Password").fill("mitra-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/home");
  await box(page).focus();
  await expect(page.getByRole("listbox", { name: "Search suggestions" })).toHaveCount(0);
  await search(page, "@carol");

  await page.reload();
  await expectRecent(page, [/@carol/, "Clear recent searches"]);

  await openAccounts(page, "bob");
  await page.getByRole("menuitem", { name: /^Switch to .*@alice\)/ }).click();
  await expect(page.getByRole("main")).toBeFocused();
  await expectRecent(page, [/#photo/, "Clear recent searches"]);
});
