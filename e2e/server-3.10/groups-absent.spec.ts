import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { VIEWPORTS } from "../support/views";

/**
 * Mitra 3.10 has no groups: the client shows no group control and asks
 * nothing of groups anywhere, not even in passing.
 */

/** Every request the page sends to a group path, from now on. */
function groupRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/groups(\/|$)|^\/api\/v1\/timelines\/group\//.test(pathname)) {
      seen.push(`${request.method()} ${pathname}`);
    }
  });
  return seen;
}

for (const view of VIEWPORTS) {
  test(`no group control and no group request (${view.name})`, async ({ page }) => {
    await page.setViewportSize(view);
    const sent = groupRequests(page);
    await signIn(page, "alice");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    const main = page.getByRole("navigation", { name: "Main" });
    if (view.name === "phone") {
      await main.getByRole("button", { name: "More" }).click();
      await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Groups" })).toHaveCount(0);
      await page.keyboard.press("Escape");
    } else {
      await expect(main.getByRole("link", { name: "Settings" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Groups" })).toHaveCount(0);
    }

    // A person's profile: no group badge, the follow words of people.
    await page.goto("/@bob");
    await expect(page.getByRole("heading", { level: 1, name: /Bob/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
    await expect(page.getByText("Group", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("feed").getByRole("article").first()).toBeVisible();

    await page.goto("/profile-directory");
    await expect(page.getByRole("list", { name: "Profile directory" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Join|Request to join|Leave)$/ })).toHaveCount(
      0,
    );
    await expect(page.getByText("Group", { exact: true })).toHaveCount(0);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // The groups' screens send a signed-in user home.
    for (const path of ["/groups", "/groups/new"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    }
    expect(sent).toEqual([]);
  });
}
