import type { Page } from "@playwright/test";
import { ANY_SERVER, DEMO_SERVER } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";

const badges = (page: Page) => page.getByRole("list", { name: "Badges" });
const menu = async (page: Page) => {
  await page.getByRole("button", { name: "More profile actions" }).click();
  return page.getByRole("menu", { name: "More profile actions" });
};
const logOut = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();

test("own, local, remote and bot profiles show their badges, menus and buttons", async ({
  page,
}) => {
  await signIn(page, "alice", { at: "/@alice" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alice Liddell");
  await expect(page.getByRole("link", { name: "Edit profile" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Verified/ }).first()).toBeVisible();
  let items = await menu(page);
  for (const name of ["Atom feed", "Follow requests", "Muted users", "Custom feeds"]) {
    await expect(items.getByRole("menuitem", { name })).toBeVisible();
  }
  await expect(items.getByRole("menuitem", { name: "Mute", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // Stats open the lists on the own profile.
  await page.getByRole("link", { name: /followers$/i }).click();
  await expect(
    page.getByRole("list", { name: "Followers" }).getByRole("link").first(),
  ).toBeVisible();

  await page.goto("/@bob");
  await expect(badges(page)).toContainText("Follows you");
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
  items = await menu(page);
  await expect(items.getByRole("menuitem", { name: "Hide reposts" })).toBeVisible();
  await expect(items.getByRole("menuitem", { name: "Remove from followers" })).toBeVisible();
  await expect(items.getByRole("menuitem", { name: "Atom feed" })).toHaveAttribute(
    "href",
    "/feeds/users/bob",
  );
  await page.keyboard.press("Escape");

  await page.goto("/@newsbot");
  await expect(badges(page)).toContainText("Automated");

  await page.goto("/@carol@remote.example");
  items = await menu(page);
  await expect(items.getByRole("menuitem", { name: "Open profile page" })).toBeVisible();
  await expect(items.getByRole("menuitem", { name: "Copy profile ID" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/@nobody-here");
  await expect(page.getByText("Profile not found")).toBeVisible();
});

test("an admin sees the Admin badge at home, and admin items on remote profiles", async ({
  page,
}) => {
  await signIn(page, "admin", { at: "/@admin" });
  await expect(badges(page)).toContainText("Admin");
  await page.goto("/@carol@remote.example");
  const items = await menu(page);
  await expect(items.getByRole("menuitem", { name: "Copy profile ID" })).toBeVisible();
  await expect(items.getByRole("menuitem", { name: "Copy actor ID" })).toBeVisible();
  // Servers from 4.2 read the collection from a JSON body and refuse the call
  // without one; 3.10 takes none.
  const loaded = page.waitForResponse((answer) => answer.url().endsWith("/load_activities"));
  await items.getByRole("menuitem", { name: "Load latest posts" }).click();
  const answer = await loaded;
  expect(answer.request().postDataJSON()).toEqual(
    DEMO_SERVER === "3.10" ? null : { collection: "outbox" },
  );
  expect(answer.status()).toBe(204);
  await expect(page.getByRole("status").filter({ hasText: /Reload the page/ })).toBeVisible();
});

test("follow an open account, then unfollow", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "reader", { at: "/@oliver" });
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
  await page.getByRole("button", { name: "Unfollow" }).click();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
});

test("a locked account: request, cancel, request again, accepted from the other side", async ({
  page,
}) => {
  await signIn(page, "reader", { at: "/@bob" });
  await expect(page.getByText("This account approves its followers by hand.")).toBeVisible();
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Cancel follow request" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel follow request" }).click();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Cancel follow request" })).toBeVisible();
  await logOut(page);

  await signIn(page, "bob", { at: "/follow-requests" });
  await page
    .getByRole("list", { name: "Follow requests" })
    .getByRole("link", { name: /reader/ })
    .click();
  await page.getByRole("button", { name: "Accept follow request" }).click();
  await expect(badges(page)).toContainText("Follows you");
  await logOut(page);

  await signIn(page, "reader", { at: "/@bob" });
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
});

test("mute and unmute from the profile", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "alice", { at: "/@dave@social.example" });
  await (await menu(page)).getByRole("menuitem", { name: "Mute", exact: true }).click();
  await expect(badges(page)).toContainText("Muted");
  await page.goto("/mutes");
  await expect(page.getByRole("list", { name: "Muted users" })).toContainText("Dave Moreau");
  await page.goto("/@dave@social.example");
  await (await menu(page)).getByRole("menuitem", { name: "Unmute" }).click();
  await expect(page.getByRole("list", { name: "Badges" })).not.toContainText("Muted");
});

test("edit profile: name, bio, avatar and fields, with the form's rules", async ({ page }) => {
  await signIn(page, "reader", { at: "/settings/profile" });
  const save = page.getByRole("button", { name: "Save" });
  const name = page.getByRole("textbox", { name: "Display name" });
  // The server's own limit where it says one (5.7+: 200), else the client's 75.
  const nameLimit = DEMO_SERVER === "3.10" ? 75 : 200;
  await name.fill("x".repeat(nameLimit + 1));
  await expect(save).toBeDisabled();
  await name.fill("Rita Reader");
  await page.getByRole("textbox", { name: "Bio" }).fill("Reads **everything**.");
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByRole("textbox", { name: "Label 1" }).fill("Books");
  await page.getByRole("textbox", { name: "Content 1" }).fill("  many  ");
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByRole("textbox", { name: "Label 2" }).fill(" Books ");
  await expect(page.getByText("This label is already used above")).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole("button", { name: "Remove item 2" }).click();
  await page.getByLabel("Change avatar").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  const sent = page.waitForRequest((request) => request.url().endsWith("/update_credentials"));
  await save.click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    display_name: "Rita Reader",
    fields_attributes: [{ name: "Books", value: "many" }],
    avatar_media_type: "image/png",
  });
  await expect(page).toHaveURL(/\/@reader$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rita Reader");
  await expect(page.getByText("many", { exact: true })).toBeVisible();
  await expect(page.locator(".profile-bio strong")).toHaveText("everything");
});

test("a removed avatar and banner are gone after a reload", async ({ page }) => {
  await signIn(page, "alice", { at: "/settings/profile" });
  await page.getByRole("button", { name: "Remove avatar" }).click();
  await page.getByRole("button", { name: "Remove banner" }).click();
  const sent = page.waitForRequest((request) => request.url().endsWith("/update_credentials"));
  await page.getByRole("button", { name: "Save" }).click();
  // null would mean "keep" to the server: only "" removes an image.
  expect((await sent).postDataJSON()).toMatchObject({ avatar: "", header: "" });
  await expect(page).toHaveURL(/\/@alice$/);

  const user = page.waitForResponse((answer) =>
    answer.url().endsWith("/api/v1/accounts/verify_credentials"),
  );
  await page.goto("/settings/profile");
  const saved = (await (await user).json()) as { avatar: string; header: string };
  expect(saved.avatar).toContain("/api/v1/accounts/identicon?input=");
  expect(saved.header).toMatch(/\/api\/v1\/accounts\/identicon$/);
  await expect(page.getByText("Change avatar")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove avatar" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove banner" })).toHaveCount(0);
  // The top bar shows the server's identicon now (a decorative image, without a role).
  await expect(
    page.getByRole("link", { name: "My profile, @alice" }).locator("img"),
  ).toHaveAttribute("src", /\/api\/v1\/accounts\/identicon\?input=/);
});

test("lists of people: requests, mutes, directory, with empty and show-more states", async ({
  page,
}) => {
  await signIn(page, "reader", { at: "/follow-requests" });
  await expect(page.getByText("No follow requests")).toBeVisible();
  await page.goto("/mutes");
  await expect(page.getByText("No muted users")).toBeVisible();
  await page.goto("/profile-directory");
  const directory = page.getByRole("list", { name: "Profile directory" });
  await expect(directory.getByRole("listitem")).toHaveCount(20);
  await page.getByRole("button", { name: "Show more profiles" }).click();
  await expect.poll(() => directory.getByRole("listitem").count()).toBeGreaterThan(20);
});

test("the gallery links each media post; an empty one says 'no media found'", async ({ page }) => {
  await signIn(page, "alice", { at: "/@alice/gallery" });
  const gallery = page.getByRole("list", { name: "Gallery" });
  await expect(gallery.getByRole("link").first()).toHaveAttribute("href", /^\/post\//);
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/@alice");
  await page.goto("/@reader/gallery");
  await expect(page.getByText("no media found")).toBeVisible();
});

test("a visitor on the directory and search is told they are for signed-in users, and nothing is asked", async ({
  page,
}) => {
  // Both servers answer a visitor's directory and search with 401.
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/v1/directory" || pathname === "/api/v2/search") asked.push(pathname);
  });
  const refused: string[] = [];
  page.on("response", (answer) => {
    if (answer.status() === 401) refused.push(answer.url());
  });
  await page.goto("/profile-directory");
  await expect(page.getByRole("heading", { level: 1, name: "Profile directory" })).toBeVisible();
  await expect(
    page.getByText("This server shows its profile directory to signed-in users only."),
  ).toBeVisible();
  await page.goto("/search?q=alice");
  await expect(page.getByRole("heading", { level: 1, name: "Search results" })).toBeVisible();
  await expect(page.getByText("This server lets only signed-in users search.")).toBeVisible();
  // No search box for a visitor: the shell leads nobody here.
  await expect(page.getByRole("search")).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toEqual([]);
  expect(refused).toEqual([]);

  // Signing in comes back to the search the visitor was on, now answered.
  await page.getByLabel("Username", { exact: true }).fill("alice");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("mitra-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=alice$/);
  await expect(page.getByText(/\d+ (person|people), \d+ posts?, \d+ tags?/)).toBeVisible();
  expect(asked).toEqual(["/api/v2/search"]);
  expect(refused).toEqual([]);
});

test(
  "a visitor who follows is told to follow from their own server",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await page.goto("/@alice");
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /@alice@/ })).toBeVisible();
  },
);
