import type { APIRequestContext, Page, Request } from "@playwright/test";
import { ANY_SERVER, DEMO_SERVER, DEMO_URL, PRESENTATION } from "./support/config";
import { expect, formatAxeViolations, signIn, test } from "./support/fixtures";

const ALICE = { Authorization: "Bearer demo-token-alice" };
/** The JSON key that adds feed members: 5.9 takes only `account_ids`, 3.10's client sends `account_ids[]`. */
const MEMBER_KEY = DEMO_SERVER === "5.9" ? "account_ids" : "account_ids[]";

/** Every API request the page sends from now on, as "METHOD /path?query". */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/"))
      seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/**
 * A feed of alice's holding every other local account (more than a page),
 * made on the demo directly: its id and how many members it has.
 */
async function bigFeed(request: APIRequestContext): Promise<{ id: string; size: number }> {
  const directory = await request.get(`${DEMO_URL}/api/v1/directory?local=true&limit=40`, {
    headers: ALICE,
  });
  const ids = ((await directory.json()) as { id: string; acct: string }[])
    .filter((account) => account.acct !== "alice")
    .map((account) => account.id);
  expect(ids.length).toBeGreaterThan(20);
  const created = await request.post(`${DEMO_URL}/api/v1/lists`, {
    headers: ALICE,
    data: { title: "Everyone local" },
  });
  const { id } = (await created.json()) as { id: number | string };
  const added = await request.post(`${DEMO_URL}/api/v1/lists/${String(id)}/accounts`, {
    headers: ALICE,
    data: { [MEMBER_KEY]: ids },
  });
  expect(added.ok()).toBe(true);
  return { id: String(id), size: ids.length };
}

const addressField = (page: Page) => page.getByRole("combobox", { name: "User address" });
const members = (page: Page) => page.getByRole("list", { name: "Users in this feed" });
const errorBox = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test("a guest is sent to the landing page", { tag: ANY_SERVER }, async ({ page }) => {
  for (const path of ["/custom-feeds", "/custom-feed/1", "/custom-feed/1/timeline"]) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === "/");
  }
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("create, rename (and cancel), delete (dismissed, then confirmed)", async ({ page }) => {
  await signIn(page, "alice", { at: "/custom-feeds" });
  const list = page.getByRole("list", { name: "Custom feeds" });
  await expect(list.getByRole("link", { name: "Friends", exact: true })).toBeVisible();

  const create = page.getByRole("button", { name: "Create" });
  await expect(create).toBeDisabled();
  await page.getByLabel("New feed name").fill("   ");
  await expect(create).toBeDisabled();
  await page.getByLabel("New feed name").fill("  Cellists  ");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/lists"),
  );
  await create.click();
  expect((await posted).postDataJSON()).toEqual({ title: "Cellists" });
  await expect(list.getByRole("link", { name: "Cellists", exact: true })).toBeVisible();
  await expect(page.getByLabel("New feed name")).toHaveValue("");

  await list.getByRole("link", { name: "Configure Cellists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cellists" })).toBeVisible();
  const requests = recordRequests(page);

  // Escape cancels a rename: nothing is sent, the title stays.
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByLabel("Feed name")).toBeFocused();
  await page.keyboard.type("Ignored");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1, name: "Cellists" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
  await page.getByRole("button", { name: "Rename" }).click();
  await page.getByLabel("Feed name").fill(" String players ");
  const put = page.waitForRequest((request) => request.method() === "PUT");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await put).postDataJSON()).toEqual({ title: "String players" });
  await expect(page.getByRole("heading", { level: 1, name: "String players" })).toBeVisible();

  // Delete asks first; dismissing sends nothing.
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Delete the feed “String players”?");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete" })).toBeFocused();
  expect(requests.filter((request) => request.startsWith("DELETE"))).toEqual([]);
  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.waitForURL((url) => url.pathname === "/custom-feeds");
  await expect(list.getByRole("link", { name: "Friends", exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "String players" })).toHaveCount(0);
  expect(requests.filter((request) => request.startsWith("DELETE"))).toHaveLength(1);
});

test("add a user by exact address, by a suggestion; not found, duplicate and a server failure", async ({
  page,
  demo,
}) => {
  await signIn(page, "alice", { at: "/custom-feed/2" });
  await expect(members(page).getByText("@newsbot")).toBeVisible();
  await expect(
    page.getByText("Earlier posts of added users will not be displayed here."),
  ).toBeVisible();
  const add = page.getByRole("button", { name: "Add user" });
  await expect(add).toBeDisabled();

  // A single exact match, typed with a leading @, is added at once.
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/lists/2/accounts"),
  );
  await addressField(page).fill("@carol@remote.example");
  await add.click();
  const carol = await demo.fixture("account:carol@remote.example");
  expect((await posted).postDataJSON()).toEqual({ [MEMBER_KEY]: [carol] });
  await expect(members(page).getByText("@carol@remote.example")).toBeVisible();
  await expect(addressField(page)).toHaveValue("");

  // Several matches: chosen from the suggestions with the keyboard.
  await addressField(page).fill("da");
  await page.keyboard.press("Enter");
  const options = page.getByRole("listbox", { name: "Matching users" });
  await expect(options.getByRole("option")).toHaveCount(2);
  await options.getByRole("option").filter({ hasText: "@dave@social.example" }).click();
  await expect(members(page).getByText("@dave@social.example")).toBeVisible();

  await addressField(page).fill("nobody@nowhere.example");
  await add.click();
  await expect(errorBox(page, "User not found")).toBeVisible();

  await addressField(page).fill("dave@social.example");
  await add.click();
  await expect(errorBox(page, "User is already in the list")).toBeVisible();

  await demo.fail({
    method: "POST",
    path: "/api/v1/lists/2/accounts",
    status: 500,
    error_description: "database is read-only",
  });
  await addressField(page).fill("erin@mastodon.example");
  await add.click();
  await expect(errorBox(page, "database is read-only")).toBeVisible();
  await expect(addressField(page)).toHaveValue("erin@mastodon.example");
});

test("remove a member (dismissed, then confirmed), and show more users", async ({
  page,
  request,
}) => {
  await signIn(page, "alice", { at: "/custom-feed/2" });
  const requests = recordRequests(page);
  const remove = members(page).getByRole("button", { name: "Remove @newsbot from the feed" });
  await remove.click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toBeFocused();
  expect(requests.filter((item) => item.startsWith("DELETE"))).toEqual([]);
  await remove.click();
  const deleted = page.waitForRequest((item) => item.method() === "DELETE");
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  expect(new URL((await deleted).url()).search).toMatch(/^\?account_ids%5B0%5D=/);
  await expect(members(page).getByText("@newsbot")).toHaveCount(0);
  // Focus moves to the row that took the removed one's place.
  await expect(
    members(page).getByRole("button", { name: "Remove @admin from the feed" }),
  ).toBeFocused();

  const feed = await bigFeed(request);
  await page.goto(`/custom-feed/${feed.id}`);
  await expect(members(page).getByRole("listitem")).toHaveCount(20);
  const next = page.waitForRequest((item) => new URL(item.url()).searchParams.has("max_id"));
  await page.getByRole("button", { name: "Show more users" }).click();
  expect(new URL((await next).url()).searchParams.get("limit")).toBe("20");
  // 22 on 3.10; 5.9's demo has one more local user. Both fit in two pages.
  expect(feed.size).toBeLessThanOrEqual(40);
  await expect(members(page).getByRole("listitem")).toHaveCount(feed.size);
  await expect(page.getByRole("button", { name: "Show more users" })).toHaveCount(0);
});

test("a feed's timeline: its posts, paging by the Link header, and an empty feed's message", async ({
  page,
}) => {
  await signIn(page, "alice", { at: "/custom-feeds" });
  await page.getByRole("link", { name: "Friends", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/custom-feed/1/timeline");
  const heading = page.getByRole("heading", { level: 1, name: "Friends" });
  await expect(heading.getByRole("link")).toHaveAttribute("href", "/custom-feed/1");
  const feed = page.getByRole("feed", { name: "Friends" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  const next = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/api/v1/timelines/list/1" &&
      new URL(request.url()).searchParams.has("max_id"),
  );
  await page.getByRole("button", { name: "Show more posts" }).scrollIntoViewIfNeeded();
  expect(new URL((await next).url()).searchParams.get("limit")).toBe("20");
  // The list draws only the posts near the screen (tall ones, with a poll on
  // newer servers, push the next page further down): read on until it shows.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(feed.locator('article[aria-posinset="21"]')).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 15_000 });

  await page.goto("/custom-feeds");
  await page.getByLabel("New feed name").fill("Quiet");
  await page.getByRole("button", { name: "Create" }).click();
  await page.getByRole("link", { name: "Quiet", exact: true }).click();
  await expect(page.getByText("No posts in this feed yet")).toBeVisible();
  await page.getByRole("heading", { level: 1, name: "Quiet" }).getByRole("link").click();
  await expect(page.getByText("No users in this feed yet.")).toBeVisible();
});

test("from a profile's menu: add to one feed and remove from another, staying on the profile", async ({
  page,
  demo,
}) => {
  await signIn(page, "alice", { at: "/@carol@remote.example" });
  const more = page.getByRole("button", { name: "More profile actions" });
  await more.click();
  await page.getByRole("menuitem", { name: "Add to or remove from feeds" }).click();
  const dialog = page.getByRole("dialog", { name: "Custom feeds for @carol@remote.example" });
  const friends = dialog.getByRole("checkbox", { name: "Friends" });
  const news = dialog.getByRole("checkbox", { name: "News & notices" });
  await expect(friends).toBeChecked();
  await expect(news).not.toBeChecked();
  const added = page.waitForRequest((request) => request.method() === "POST");
  await news.check();
  expect((await added).url()).toContain("/api/v1/lists/2/accounts");
  const removed = page.waitForRequest((request) => request.method() === "DELETE");
  await friends.uncheck();
  expect((await removed).url()).toContain("/api/v1/lists/1/accounts?account_ids%5B0%5D=");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/@carol@remote.example");

  // The server agrees: reopened, the dialog shows the new memberships.
  await more.click();
  await page.getByRole("menuitem", { name: "Add to or remove from feeds" }).click();
  await expect(news).toBeChecked();
  await expect(friends).not.toBeChecked();

  // A change the server refuses goes back, and says why.
  await demo.fail({
    method: "POST",
    path: "/api/v1/lists/1/accounts",
    status: 500,
    error_description: "database is read-only",
  });
  await friends.click();
  await expect(page.getByText("database is read-only")).toBeVisible();
  await expect(friends).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The own profile's menu leads to the feed list.
  await page.goto("/@alice");
  await more.click();
  await page.getByRole("menuitem", { name: "Custom feeds" }).click();
  await page.waitForURL((url) => url.pathname === "/custom-feeds");
});

// WCAG 2 A/AA, contrast included, in both themes, at desktop and phone widths.
for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, { tag: PRESENTATION }, () => {
    test.use({ colorScheme: scheme });
    // Several full-page axe scans each: on a loaded machine they outlast the default timeout.
    test.slow();

    for (const width of [1280, 390]) {
      test(`the feed list and a feed's settings at ${String(width)} px are axe-clean`, async ({
        page,
        axe,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, "alice", { at: "/custom-feeds" });
        await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
        await expect(page.getByRole("list", { name: "Custom feeds" })).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");

        await page.goto("/custom-feed/1");
        await expect(members(page).getByRole("listitem").first()).toBeVisible();
        // Long remote addresses wrap: the page never scrolls sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await addressField(page).fill("nobody@nowhere.example");
        await page.getByRole("button", { name: "Add user" }).click();
        await expect(errorBox(page, "User not found")).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");
        await addressField(page).fill("da");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("listbox", { name: "Matching users" })).toBeVisible();
        // The open list of suggestions is checked too (no focusable sentinels around it).
        expect(formatAxeViolations(await axe(page))).toBe("");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: "Delete" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: "Rename" }).click();
        await expect(page.getByLabel("Feed name")).toBeFocused();
        expect(formatAxeViolations(await axe(page))).toBe("");
      });

      test(`a feed's timeline and the profile's feed dialog at ${String(width)} px are axe-clean`, async ({
        page,
        axe,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, "alice", { at: "/custom-feed/1/timeline" });
        await expect(
          page.getByRole("feed", { name: "Friends" }).getByRole("article").first(),
        ).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");

        await page.goto("/@carol@remote.example");
        await page.getByRole("button", { name: "More profile actions" }).click();
        await page.getByRole("menuitem", { name: "Add to or remove from feeds" }).click();
        await expect(page.getByRole("checkbox", { name: "Friends" })).toBeChecked();
        expect(formatAxeViolations(await axe(page))).toBe("");
      });
    }
  });
}
