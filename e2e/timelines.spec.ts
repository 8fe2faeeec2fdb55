import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const feed = (page: Page, name: string) => page.getByRole("feed", { name });

test("home lists posts and pages by the Link header, on scroll and by button", async ({ page }) => {
  await signIn(page, "alice");
  const home = feed(page, "Home");
  await expect(home.getByRole("article").first()).toBeVisible();
  const next = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/api/v1/timelines/home" &&
      new URL(request.url()).searchParams.has("max_id"),
  );
  await page.getByRole("button", { name: "Show more posts" }).scrollIntoViewIfNeeded();
  const request = await next;
  // The second page is the Link header's URL: limit kept, max_id set.
  expect(new URL(request.url()).searchParams.get("limit")).toBe("20");
  await expect(home.locator('article[aria-posinset="21"]')).toBeAttached();
  // Virtualized: far fewer articles in the DOM than loaded.
  expect(await home.getByRole("article").count()).toBeLessThan(21);
});

test("at the end of home, a failed next page is not asked for again by itself; the button asks", async ({
  page,
  demo,
}) => {
  await signIn(page, "alice");
  const home = feed(page, "Home");
  await expect(home.getByRole("article").first()).toBeVisible();
  const nextPages: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/v1/timelines/home" && url.searchParams.has("max_id")) {
      nextPages.push(url.search);
    }
  });
  // A 4xx, which the query cache does not retry by itself.
  await demo.fail({ method: "GET", path: "/api/v1/timelines/home", status: 429 });
  const more = page.getByRole("button", { name: "Show more posts" });
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => nextPages.length).toBe(1);
  // The end stays on screen: nothing asks again until the reader does.
  await expect(more).toBeVisible();
  await page.waitForTimeout(1500);
  expect(nextPages).toHaveLength(1);
  await more.click();
  await expect(home.locator('article[aria-posinset="21"]')).toBeAttached();
  expect(nextPages).toHaveLength(2);
});

test("a new user's empty home welcomes them and links to about", async ({ page }) => {
  const register = await page.request.post("/api/v1/accounts", {
    data: { authentication_method: "password", username: "newcomer", password: "long-password" },
  });
  expect(register.status()).toBe(201);
  const token = await page.request.post("/oauth/token", {
    data: { grant_type: "password", username: "newcomer", password: "long-password" },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem("auth_token", value), access_token);
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: /^Welcome to / })).toBeVisible();
  await page.getByRole("link", { name: /^About / }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("local, federated and tag timelines, with 'No posts found'", async ({ page }) => {
  await signIn(page, "alice", { at: "/local" });
  await expect(feed(page, "Local").getByRole("article").first()).toBeVisible();
  await page.goto("/federated");
  await expect(feed(page, "Federated").getByRole("article").first()).toBeVisible();
  await page.goto("/tag/photography");
  await expect(page.getByRole("heading", { name: "#photography" })).toBeVisible();
  await expect(feed(page, "Posts tagged #photography").getByRole("article").first()).toBeVisible();
  await page.goto("/tag/no-such-tag-anywhere");
  await expect(page.getByText("No posts found")).toBeVisible();
});

test("visitors read the local timeline and tags without any actions", async ({ page }) => {
  await page.goto("/local");
  const local = feed(page, "Local");
  await expect(local.getByRole("article").first()).toBeVisible();
  await expect(local.getByRole("button", { name: "Like" })).toHaveCount(0);
  await expect(local.getByRole("button", { name: "More actions" })).toHaveCount(0);
  await page.goto("/tag/photography");
  await expect(page.getByRole("feed").getByRole("article").first()).toBeVisible();
});

test("bookmarks page by the Link header; an empty list says 'no posts found'", async ({ page }) => {
  await signIn(page, "alice", { at: "/bookmarks" });
  await expect(page.getByRole("heading", { name: "Bookmarks" })).toBeVisible();
  const list = feed(page, "Bookmarks");
  await expect(list.getByRole("article").first()).toBeVisible();
  // alice has 26 bookmarks: the server's page of 20, then the Link page — by the
  // button, unless the end of a short page came near enough to load it already.
  const more = page.getByRole("button", { name: "Show more posts" });
  await expect(async () => {
    if (await more.isVisible()) await more.click({ timeout: 1_000 });
    await expect(list.locator('article[aria-posinset="21"]')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Show more posts" })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Log out" })
    .click();
  await signIn(page, "bob", { at: "/bookmarks" });
  await expect(page.getByText("no posts found")).toBeVisible();
});

test("the thread scrolls to the post, follows the highlight, and names missing posts", async ({
  page,
  demo,
}) => {
  const leaf = await demo.fixture("deepThreadLeaf");
  await signIn(page, "alice", { at: `/post/${leaf}` });
  const thread = feed(page, "Post");
  const selected = thread.locator(`article[data-post-id="${leaf}"]`);
  await expect(selected).toHaveAttribute("aria-current", "true");
  await expect(selected).toBeInViewport();
  const first = thread.getByRole("article").first();
  const firstId = await first.getAttribute("data-post-id");
  await first.locator(".post-content").click();
  await expect(page).toHaveURL(new RegExp(`/post/${firstId ?? ""}$`));
  await expect(first).toHaveAttribute("aria-current", "true");

  await page.goto(`/post/${await demo.fixture("hiddenParentChild")}`);
  await expect(page.getByText("Post is not available")).toBeVisible();
  await page.goto("/post/00000000-0000-7000-8000-000000000000");
  await expect(page.getByText("Post not found")).toBeVisible();
});

test("the home button on home reloads the feed", async ({ page }) => {
  const isNotifications = (url: string) =>
    new URL(url).pathname.startsWith("/api/v1/notifications");
  // The start's own page of notifications comes once the first screen is
  // drawn; a click while it is on its way waits for that answer rather than
  // asking again, so the reload is looked for only after it.
  const started = page.waitForResponse((response) => isNotifications(response.url()));
  await signIn(page, "alice");
  await expect(feed(page, "Home").getByRole("article").first()).toBeVisible();
  await started;
  const reload = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/api/v1/timelines/home" &&
      !new URL(request.url()).searchParams.has("max_id"),
  );
  const notifications = page.waitForRequest((request) => isNotifications(request.url()));
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await reload;
  await notifications;
});

test("an invalid token on home ends the session and goes to the landing page", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("auth_token", "not-a-valid-token"));
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("home's feed never stands empty and idle: until its first post shows, it says it is busy", async ({
  page,
}) => {
  // Every state of the feed a screen reader (or axe) could meet, as the page changes.
  await page.addInitScript(() => {
    const probe = window as unknown as { emptyAndIdle: number };
    probe.emptyAndIdle = 0;
    new MutationObserver(() => {
      for (const feed of document.querySelectorAll("[role=feed]")) {
        const shown = [...feed.querySelectorAll("article")].some((article) =>
          article.checkVisibility({ visibilityProperty: true }),
        );
        if (!shown && feed.getAttribute("aria-busy") !== "true") probe.emptyAndIdle += 1;
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await signIn(page, "alice");
  await expect(feed(page, "Home").getByRole("article").first()).toBeVisible();
  await expect(feed(page, "Home")).toHaveAttribute("aria-busy", "false");
  await page.reload();
  await expect(feed(page, "Home").getByRole("article").first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { emptyAndIdle: number }).emptyAndIdle),
  ).toBe(0);
});
