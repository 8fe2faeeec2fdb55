import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { VIEWPORTS } from "../support/views";

/**
 * Groups on Mitra 5.9: joining and leaving from a group's page, its posts,
 * its admins, and a group's life from creation to deletion — at a desktop's
 * and a phone's width, with axe in both themes.
 */

const sections = (page: Page) => page.getByRole("navigation", { name: "Group sections" });

for (const view of VIEWPORTS) {
  test.describe(view.name, () => {
    test.use({ viewport: { width: view.width, height: view.height } });
    // Several axe scans of whole pages on a busy 2-core machine.
    test.describe.configure({ timeout: 90_000 });

    test("join a group from its page, read its posts, leave it", async ({ page, axe }) => {
      await signIn(page, "alice", { at: "/@film-club@remote.example" });
      await expect(page.getByRole("heading", { level: 1, name: "Film Club" })).toBeVisible();
      await expect(page.getByText("Group", { exact: true })).toBeVisible();
      const join = page.getByRole("button", { name: "Join", exact: true });
      const following = page.waitForResponse(
        (answer) => answer.request().method() === "POST" && answer.url().endsWith("/follow"),
      );
      await join.click();
      expect((await following).ok()).toBe(true);
      const leave = page.getByRole("button", { name: "Leave", exact: true });
      await expect(leave).toBeVisible();
      const feed = page.getByRole("feed", { name: "Posts in Film Club" });
      await expect(feed.getByRole("article").first()).toBeVisible();
      // Nothing is wider than the screen, on a phone too.
      const { scrollWidth, width } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectAccessibleInBothThemes(page, axe);
      // A reload shows the membership the server keeps.
      await page.reload();
      await expect(leave).toBeVisible();
      await leave.click();
      await expect(join).toBeVisible();
      await expect(page.getByRole("feed", { name: "Posts in Film Club" })).toBeVisible();
    });

    test("the About tab lists the group's admins", async ({ page, axe }) => {
      await signIn(page, "alice", { at: "/@fediverse-cafe" });
      await expect(page.getByRole("heading", { level: 1, name: "Fediverse Café" })).toBeVisible();
      // The tabs work from the keyboard.
      await sections(page).getByRole("button", { name: "About" }).focus();
      await page.keyboard.press("Enter");
      const admins = page.getByRole("list", { name: "Admins" });
      await expect(admins.getByRole("link", { name: /@admin$/ })).toBeVisible();
      await expect(page).toHaveURL(/\?tab=about$/);
      await expectAccessibleInBothThemes(page, axe);
      await admins.getByRole("link", { name: /@admin$/ }).click();
      await expect(page).toHaveURL(/\/@admin$/);
    });

    test("create a group, edit its description, delete it after confirming", async ({
      page,
      axe,
    }) => {
      await signIn(page, "alice", { at: "/groups" });
      await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Member" }).getByRole("link", { name: /Fediverse Café/ }),
      ).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);
      await page.getByRole("link", { name: "Create a group" }).click();

      const name = page.getByRole("textbox", { name: "Name" });
      await name.fill("night owls");
      await expect(
        page.getByText("Only letters, numbers, hyphens and underscores are allowed."),
      ).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);
      // A name already taken: the server's word, and nothing typed is lost.
      await name.fill("fediverse-cafe");
      const description = page.getByRole("textbox", { name: "Description (optional)" });
      await description.fill("Owls and other night birds.");
      await page.getByRole("button", { name: "Create group" }).click();
      await expect(page.getByText("user already exists")).toBeVisible();
      await expect(description).toHaveValue("Owls and other night birds.");
      await name.fill("night-owls");
      await page.getByRole("button", { name: "Create group" }).click();

      await expect(page).toHaveURL(/\/@night-owls$/);
      await expect(page.getByRole("heading", { level: 1, name: "night-owls" })).toBeVisible();
      await expect(page.getByText("Owls and other night birds.").first()).toBeVisible();

      await sections(page).getByRole("button", { name: "Settings" }).click();
      const field = page.getByRole("textbox", { name: "Description" });
      await expect(field).toHaveValue("Owls and other night birds.");
      await field.fill("Owls, nightjars and moths.");
      await page.getByRole("button", { name: "Save description" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
      // The page's header shows the new description at once.
      await expect(
        page.getByRole("paragraph").filter({ hasText: "Owls, nightjars and moths." }),
      ).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);

      const remove = page.getByRole("button", { name: "Delete group" });
      await remove.click();
      const dialog = page.getByRole("dialog", {
        name: "Delete the group night-owls? This cannot be undone.",
      });
      await expect(dialog).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(remove).toBeFocused();
      await remove.click();
      await dialog.getByRole("button", { name: "Delete group" }).click();

      await expect(page).toHaveURL(/\/groups$/);
      const list = page.getByRole("list", { name: "Member" });
      await expect(list.getByRole("link", { name: /Fediverse Café/ })).toBeVisible();
      await expect(list.getByRole("link", { name: /night-owls/ })).toHaveCount(0);
      // It is gone from the server too.
      await page.goto("/@night-owls");
      await expect(page.getByText("Profile not found")).toBeVisible();
    });
  });
}

test("a visitor reads a group's page on 5.9.2-dev without asking for its members", async ({
  page,
}) => {
  // The demo plays 5.9.1: the instance says 5.9.2-dev, and the members call
  // answers as that release does without a token (BearerAuth: a bare 401).
  await page.route("**/api/v1/instance", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { version: string };
    body.version = "4.0.0 (compatible; Mitra 5.9.2-dev)";
    await route.fulfill({ response, json: body });
  });
  const membersCalls: string[] = [];
  await page.route(/\/api\/v1\/groups\/[^/]+\/members/, async (route) => {
    membersCalls.push(route.request().url());
    await route.fulfill({ status: 401, body: "" });
  });
  await page.goto("/@fediverse-cafe");
  await expect(page.getByRole("heading", { level: 1, name: "Fediverse Café" })).toBeVisible();
  // The group's timeline is for the signed-in: the page says so, nothing fails.
  await expect(
    page.getByText("This server shows a group's posts to signed-in users only."),
  ).toBeVisible();
  // About shows what a visitor may read: the description and the members' count.
  await sections(page).getByRole("button", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Members" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Admins" })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(membersCalls).toEqual([]);
});
