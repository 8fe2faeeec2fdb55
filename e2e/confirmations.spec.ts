import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// What cannot be undone in a click asks first: logging out with a post not
// sent yet, unfollowing an account that approves its followers.

const composer = (page: Page) => page.getByRole("combobox", { name: "New post" });

test.use({ viewport: { width: 1280, height: 900 } });

test("logging out with an unsent draft asks first", async ({ page }) => {
  await signIn(page, "alice");
  await composer(page).fill("A thought not sent yet");
  await page.getByRole("button", { name: "Log out" }).click();
  const ask = page.getByRole("dialog", { name: /post you have not sent/ });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  await expect(composer(page)).toHaveValue("A thought not sent yet");

  await page.getByRole("button", { name: "Log out" }).click();
  await ask.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("logging out without a draft does not ask", async ({ page }) => {
  await signIn(page, "alice");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("unfollowing a locked account asks first", async ({ page }) => {
  await signIn(page, "alice", { at: "/@bob" });
  await page.getByRole("button", { name: "Unfollow" }).click();
  const ask = page.getByRole("dialog", { name: /Unfollow Bob.*approval/ });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeFocused();

  await page.getByRole("button", { name: "Unfollow" }).click();
  await ask.getByRole("button", { name: "Unfollow" }).click();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
});
