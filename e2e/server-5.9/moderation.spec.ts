import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { VIEWPORTS } from "../support/views";

/**
 * An admin's moderation on Mitra 5.9: deleting a remote post and a remote
 * profile from this server, and the page of local accounts; an ordinary
 * user is offered none of it and asks nothing of it.
 */

/** Every request the page sends to an admin path, from now on. */
function adminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("/admin/")) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

const card = (page: Page, id: string) =>
  page.getByRole("feed", { name: "Federated" }).locator(`article[data-post-id="${id}"]`);

test("an admin deletes a remote post and it leaves the timeline", async ({ page, demo }) => {
  const [id = ""] = await demo.addPosts("carol@remote.example", 1, "A post to moderate");
  const sent = adminRequests(page);
  await signIn(page, "admin", { at: "/federated" });
  await expect(card(page, id)).toBeVisible();
  await card(page, id).getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Delete as admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this post by @carol@remote.example?" });
  await expect(dialog).toContainText("deleted from this server only");
  expect(sent).toEqual([]);
  await dialog.getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByText("Post deleted")).toBeVisible();
  await expect(card(page, id)).toHaveCount(0);
  expect(sent).toEqual([`DELETE /api/v1/admin/posts/${id}`]);
  // The server forgot it too.
  await page.reload();
  await expect(
    page.getByRole("feed", { name: "Federated" }).getByRole("article").first(),
  ).toBeVisible();
  await expect(card(page, id)).toHaveCount(0);
});

test("an admin deletes a remote profile from this server", async ({ page }) => {
  const sent = adminRequests(page);
  await signIn(page, "admin", { at: "/@carol@remote.example" });
  await expect(page.getByRole("heading", { level: 1, name: /Carol/ })).toBeVisible();
  await page.getByRole("button", { name: "More profile actions" }).click();
  await page.getByRole("menuitem", { name: "Delete from this server" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete @carol@remote.example?" });
  await expect(dialog).toContainText("Its own server keeps it.");
  await dialog.getByRole("button", { name: "Delete profile" }).click();
  await expect(page.getByText("Profile deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(sent).toEqual([
    expect.stringMatching(/^DELETE \/api\/v1\/admin\/accounts\/[0-9a-f-]{36}$/),
  ]);
  await page.goto("/@carol@remote.example");
  await expect(page.getByText("Profile not found")).toBeVisible();
});

for (const view of VIEWPORTS) {
  test(`an admin reads the accounts page (${view.name})`, async ({ page, axe }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(view);
    await signIn(page, "admin", { at: "/settings" });
    // The admin keeps a dark theme; following the device lets axe read both.
    await page.getByRole("radio", { name: "System" }).check();
    const section = page.getByRole("region", { name: "Administration" });
    await section.getByRole("link", { name: "Accounts" }).click();
    await expect(page).toHaveURL(/\/settings\/accounts$/);
    const table = page.getByRole("table", { name: "Accounts" });
    const row = table.getByRole("row").filter({ hasText: "@fediverse-cafe" });
    await expect(row.getByRole("cell")).toHaveText(["@fediverse-cafe", "None", "Group", "Never"]);
    await expect(table.getByRole("row").filter({ hasText: "@admin" }).getByRole("cell")).toHaveText(
      ["@admin", "Admin", "User", /\d{4}$/],
    );
    // Nothing is wider than the screen: the table scrolls in its own box.
    const { scrollWidth, width } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await expectAccessibleInBothThemes(page, axe);

    await table.getByRole("button", { name: "Last sign-in" }).click();
    await table.getByRole("button", { name: "Last sign-in" }).click();
    await expect(table.getByRole("columnheader", { name: "Last sign-in" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(table.getByRole("row").nth(1).getByRole("cell").last()).toHaveText(/\d{4}$/);
    await page.getByLabel("Type").selectOption("Group");
    await page.getByLabel("Name or address").fill("café");
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("link", { name: "Fediverse Café" }).click();
    await expect(page).toHaveURL(/\/@fediverse-cafe$/);
  });
}

test("an ordinary user sees none of it and asks nothing of it", async ({ page, demo }) => {
  const [id = ""] = await demo.addPosts("carol@remote.example", 1, "Not for alice to delete");
  const sent = adminRequests(page);
  await signIn(page, "alice", { at: "/federated" });
  await card(page, id).getByRole("button", { name: "More actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Copy link to post" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete as admin" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Copy object ID" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/@carol@remote.example");
  await page.getByRole("button", { name: "More profile actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Mute" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete from this server" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Appearance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Administration" })).toHaveCount(0);
  await page.goto("/settings/accounts");
  await expect(page).toHaveURL(/\/home$/);
  expect(sent).toEqual([]);
});
