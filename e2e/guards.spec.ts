import { PRESENTATION } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

/**
 * The route table: each path, and where a visitor and a signed-in user end up.
 * An admin ends up where a user does (checked on the routes that need a permission).
 */
// Ids in paths are UUID-shaped, as Mitra's are (the contract checks the format); none exist.
const ROUTES: { path: string; visitor: string; user: string }[] = [
  { path: "/", visitor: "/", user: "/home" },
  { path: "/about", visitor: "/about", user: "/about" },
  { path: "/ethereum", visitor: "/ethereum", user: "/home" },
  { path: "/home", visitor: "/", user: "/home" },
  { path: "/local", visitor: "/local", user: "/local" },
  { path: "/federated", visitor: "/", user: "/federated" },
  // Post ids are UUIDs on Mitra (the contract checks the format); this one does not exist.
  {
    path: "/post/00000000-0000-7000-8000-000000000001",
    visitor: "/post/00000000-0000-7000-8000-000000000001",
    user: "/post/00000000-0000-7000-8000-000000000001",
  },
  { path: "/tag/mitra", visitor: "/tag/mitra", user: "/tag/mitra" },
  { path: "/custom-feeds", visitor: "/", user: "/custom-feeds" },
  { path: "/custom-feed/1", visitor: "/", user: "/custom-feed/1" },
  {
    path: "/custom-feed/1/timeline",
    visitor: "/",
    user: "/custom-feed/1/timeline",
  },
  { path: "/notifications", visitor: "/", user: "/notifications" },
  {
    path: "/profile/00000000-0000-7000-8000-000000000002",
    visitor: "/profile/00000000-0000-7000-8000-000000000002",
    user: "/profile/00000000-0000-7000-8000-000000000002",
  },
  { path: "/@alice", visitor: "/@alice", user: "/@alice" },
  {
    path: "/@carol@remote.example",
    visitor: "/@carol@remote.example",
    user: "/@carol@remote.example",
  },
  {
    path: "/profile/00000000-0000-7000-8000-000000000002/subscription",
    visitor: "/profile/00000000-0000-7000-8000-000000000002/subscription",
    user: "/profile/00000000-0000-7000-8000-000000000002/subscription",
  },
  {
    path: "/@alice/subscription",
    visitor: "/@alice/subscription",
    user: "/@alice/subscription",
  },
  {
    path: "/profile/00000000-0000-7000-8000-000000000002/gallery",
    visitor: "/profile/00000000-0000-7000-8000-000000000002/gallery",
    user: "/profile/00000000-0000-7000-8000-000000000002/gallery",
  },
  {
    path: "/@alice/gallery",
    visitor: "/@alice/gallery",
    user: "/@alice/gallery",
  },
  { path: "/subscriber/abc", visitor: "/", user: "/subscriber/abc" },
  {
    path: "/profile-directory",
    visitor: "/profile-directory",
    user: "/profile-directory",
  },
  {
    path: "/search?q=mitra",
    visitor: "/search?q=mitra",
    user: "/search?q=mitra",
  },
  { path: "/follow-requests", visitor: "/", user: "/follow-requests" },
  { path: "/mutes", visitor: "/", user: "/mutes" },
  { path: "/bookmarks", visitor: "/", user: "/bookmarks" },
  { path: "/settings", visitor: "/", user: "/settings" },
  {
    path: "/settings/profile",
    visitor: "/",
    user: "/settings/profile",
  },
  {
    path: "/settings/aliases",
    visitor: "/",
    user: "/settings/aliases",
  },
  {
    path: "/settings/identity-proof",
    visitor: "/",
    user: "/settings/identity-proof",
  },
  {
    path: "/settings/import-followers",
    visitor: "/",
    user: "/settings/import-followers",
  },
  {
    path: "/settings/import-follows",
    visitor: "/",
    user: "/settings/import-follows",
  },
  {
    path: "/settings/move-followers",
    visitor: "/",
    user: "/settings/move-followers",
  },
  // Users and admins have manage_subscription_options; the demo chain supports subscriptions.
  {
    path: "/subscriptions/settings",
    visitor: "/",
    user: "/subscriptions/settings",
  },
  // Any other path goes home (and home sends visitors to the landing page).
  { path: "/no/such/page", visitor: "/", user: "/home" },
  { path: "/notes", visitor: "/", user: "/home" },
];

// The route sweeps open ~35 screens each; give them room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Opens `path` and checks where it ends. By default a page load, as a typed
 * URL; `within` moves inside the loaded app instead (the history entry and
 * the event the browser's Back sends), which runs the same route table and
 * guards without loading the app again.
 */
async function landsOn(
  page: Page,
  path: string,
  expected: string,
  { within = false } = {},
): Promise<void> {
  if (within) {
    await page.evaluate((target) => {
      history.pushState(null, "", target);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
  } else {
    await page.goto(path);
  }
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      },
      { message: `${path} should end on ${expected}` },
    )
    .toBe(expected);
  // Every screen, allowed or not, ends on a page with a heading (never blank).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * One route of each kind of access, and an unknown path. The rules are the
 * client's own, but who is signed in and with which permissions comes from
 * the server's answers, so these run against every version; the sweeps of
 * all routes below, which also show that every screen draws a heading, run
 * once.
 */
const ONE_OF_EACH = ["/", "/@alice", "/local", "/home", "/federated", "/settings", "/no/such/page"];

test("a visitor and a user land where each kind of route sends them", async ({ page }) => {
  const sample = ROUTES.filter((route) => ONE_OF_EACH.includes(route.path));
  expect(sample).toHaveLength(ONE_OF_EACH.length);
  for (const route of sample) await landsOn(page, route.path, route.visitor);
  await signIn(page, "alice");
  for (const route of sample) await landsOn(page, route.path, route.user);
});

/**
 * The app has drawn About. The sweeps below move within it; a history entry
 * pushed before the app has started would be read as the page it starts on
 * (a visitor's `/` is then the light landing page, which has no router).
 */
async function aboutDrawn(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Administrator" })).toBeVisible();
}

// The sweeps move inside the app from route to route: the test above loads
// each kind of route from the address bar.
test.describe("every route", { tag: PRESENTATION }, () => {
  test("a visitor reaches public routes and is sent to the landing page from the rest", async ({
    page,
  }) => {
    await page.goto("/about");
    await aboutDrawn(page);
    for (const route of ROUTES) await landsOn(page, route.path, route.visitor, { within: true });
  });

  test("a signed-in user reaches authenticated routes and leaves guest-only ones", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "/about" });
    await aboutDrawn(page);
    for (const route of ROUTES) await landsOn(page, route.path, route.user, { within: true });
  });
});

test("an admin reaches the routes that need a permission", async ({ page }) => {
  await signIn(page, "admin");
  await landsOn(page, "/subscriptions/settings", "/subscriptions/settings");
  await landsOn(page, "/federated", "/federated");
  await landsOn(page, "/settings", "/settings");
});

test("a read-only user has no subscription settings", async ({ page }) => {
  await signIn(page, "reader");
  await landsOn(page, "/subscriptions/settings", "/home");
  await landsOn(page, "/settings", "/settings");
});

test("subscription settings need a chain that supports subscriptions", async ({ page, demo }) => {
  await demo.patchInstance({ blockchains: [] });
  await signIn(page, "admin");
  await landsOn(page, "/subscriptions/settings", "/home");
});

test("a restricted federated timeline is for admins only, and hidden from the sidebar", async ({
  page,
  demo,
}) => {
  await demo.patchInstance({ federated_timeline_restricted: true });
  await signIn(page, "alice");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Federated" })).toHaveCount(0);
  await landsOn(page, "/federated", "/home");

  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await signIn(page, "admin");
  await expect(page.getByRole("link", { name: "Federated" })).toBeVisible();
  await landsOn(page, "/federated", "/federated");
});

test("the local timeline is closed to visitors when the instance does not allow it", async ({
  page,
  demo,
}) => {
  await landsOn(page, "/local", "/local");
  await demo.patchInstance({ allow_unauthenticated: { timeline_local: false } });
  await landsOn(page, "/local", "/");
  await expect(page.getByRole("link", { name: "Explore" })).toHaveCount(0);
  await signIn(page, "alice");
  await landsOn(page, "/local", "/local");
});

test("routes wait for instance info and explain when it cannot load", async ({ page, demo }) => {
  await demo.fail({
    method: "GET",
    path: "/api/v1/instance",
    status: 500,
    error_description: "database is down",
    times: 3,
  });
  await page.goto("/about");
  await expect(page.getByRole("alert")).toContainText("database is down");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible({
    timeout: 15_000,
  });
});
