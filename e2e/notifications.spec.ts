import { expect, signIn, test } from "./support/fixtures";
import { ANY_SERVER, PRESENTATION } from "./support/config";

const unreadBadge = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /unread notification/ });

test("every notification type shows its icon, text and target", async ({ page, demo }) => {
  // Five different posts, so that no two of these collapse.
  const posts = await Promise.all(
    ["fourImages", "sensitivePost", "ipfsPost", "editedPost", "longPost"].map((name) =>
      demo.fixture(name),
    ),
  );
  const cases = [
    { type: "follow", from: "carol@remote.example", text: /followed you/ },
    { type: "follow_request", from: "dave@social.example", text: /asked to follow you/ },
    { type: "mention", from: "carol@remote.example", post: posts[0], text: /mentioned you/ },
    {
      type: "mention",
      subtype: "reply" as const,
      from: "dave@social.example",
      post: posts[1],
      text: /replied to your post/,
    },
    { type: "favourite", from: "erin@mastodon.example", post: posts[2], text: /liked your post/ },
    {
      type: "pleroma:emoji_reaction",
      reaction: "🎉",
      from: "carol@remote.example",
      post: posts[3],
      text: /reacted to your post 🎉/,
    },
    { type: "reblog", from: "dave@social.example", post: posts[4], text: /reposted your post/ },
    { type: "subscription", from: "carol@remote.example", text: /subscribed to you/ },
    {
      type: "subscription_expiration",
      from: "dave@social.example",
      text: /Your subscription to .* has expired/,
    },
    {
      type: "subscriber_leaving",
      from: "erin@mastodon.example",
      text: /is no longer your subscriber/,
    },
    { type: "move", from: "carol@remote.example", text: /moved to a new account/ },
    { type: "admin.sign_up", from: "alice", text: /signed up/ },
  ];
  for (const item of cases) {
    await demo.notify({
      to: "bob",
      from: item.from,
      type: item.type,
      ...(item.post ? { status_id: item.post } : {}),
      ...(item.subtype ? { subtype: item.subtype } : {}),
      ...(item.reaction ? { reaction: item.reaction } : {}),
    });
  }
  await signIn(page, "bob");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Notifications/ })
    .click();
  const list = page.getByRole("feed", { name: "Notifications" });
  // Newest first, scrolling down: the list is virtualized.
  for (const item of [...cases].reverse()) {
    const line = list.locator("li.notification-line", { hasText: item.text }).first();
    await expect(async () => {
      if ((await line.count()) === 0) await page.mouse.wheel(0, 500);
      await expect(line, item.type).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(line.locator("svg.notification-icon")).toBeVisible();
    const entry = list
      .getByRole("article", { name: "Notification" })
      .filter({ has: page.locator("li.notification-line", { hasText: item.text }) })
      .first();
    if (item.post && /liked|reacted|reposted/.test(item.text.source)) {
      // About the viewer's own post: a short excerpt of it, linking to it.
      await expect(
        entry.locator(`a.notification-excerpt[href="/post/${item.post}"]`),
      ).toBeVisible();
    } else if (item.post) {
      await expect(entry.locator(`article[data-post-id="${item.post}"]`)).toBeVisible();
    } else {
      await expect(entry.locator("a.account-card")).toHaveAttribute(
        "href",
        new RegExp(`/@${item.from.replace(".", "\\.")}$`),
      );
    }
  }
  // carol's real follow request (from the seed) is answered in place.
  const request = list
    .getByRole("article", { name: "Notification" })
    .filter({ hasText: /asked to follow you/ })
    .filter({ hasText: /Carol/ });
  await expect(async () => {
    if ((await request.count()) === 0) await page.mouse.wheel(0, 500);
    await expect(request).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // From the keyboard: the list may still be measuring what the wheel brought
  // in, and a mouse click could land where the button was a frame before.
  await request.getByRole("button", { name: "Reject" }).press("Enter");
  await expect(request.getByText("Follow request rejected")).toBeVisible();
});

test("likes, reposts and reactions on one post collapse into one entry", async ({ page }) => {
  await signIn(page, "alice", { at: "/notifications" });
  const first = page
    .getByRole("feed", { name: "Notifications" })
    .getByRole("article", { name: "Notification" })
    .first();
  await expect(first.locator(".notification-favourite")).toContainText(
    /and 3 others liked your post/,
  );
  await expect(first.getByText(/reposted your post/)).toBeVisible();
  await expect(first.getByText(/reacted to your post/)).toBeVisible();
  await expect(first.locator("a.notification-excerpt")).toHaveCount(1);
  // The names are links to the profiles.
  await expect(first.getByRole("link", { name: /Dave Moreau/ })).toHaveAttribute(
    "href",
    "/@dave@social.example",
  );
});

test(
  "opening notifications marks them read; the badge and title clear",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await signIn(page, "alice");
    await expect(unreadBadge(page)).toContainText("12");
    await expect(page).toHaveTitle(/^\(12\) Home \| /);
    const marked = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/v1/markers"),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Notifications/ })
      .click();
    const body = (await marked).postDataJSON() as Record<string, string>;
    expect(Number(body["notifications[last_read_id]"])).toBeGreaterThan(354);
    await expect(unreadBadge(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Notifications \| /);
    await page.goto("/home");
    await expect(page.getByRole("feed", { name: "Home" })).toBeVisible();
    await expect(unreadBadge(page)).toHaveCount(0);
  },
);

test(
  "'Show more notifications' loads the next page by max_id",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await signIn(page, "alice", { at: "/notifications" });
    const list = page.getByRole("feed", { name: "Notifications" });
    await expect(list.getByRole("article", { name: "Notification" }).first()).toBeVisible();
    const next = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === "/api/v1/notifications" &&
        new URL(request.url()).searchParams.has("max_id"),
    );
    await page.getByRole("button", { name: "Show more notifications" }).click();
    expect(new URL((await next).url()).searchParams.get("limit")).toBe("20");
  },
);

test(
  "a new notification raises the badge without a reload",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await page.clock.install();
    await signIn(page, "bob");
    const badge = unreadBadge(page);
    await expect(badge).toBeVisible();
    const count = page
      .getByRole("navigation", { name: "Main" })
      .getByText(/^\d+ unread notifications?$/);
    const before = Number(/^\d+/.exec(await count.innerText())?.[0]);
    expect(before).toBeGreaterThan(0);
    await demo.notify({ to: "bob", from: "carol@remote.example", type: "follow" });
    await page.clock.fastForward(61_000);
    await expect(count).toHaveText(`${String(before + 1)} unread notifications`);
    await expect(page).toHaveTitle(new RegExp(`^\\(${String(before + 1)}\\) `));
  },
);

test(
  "the notifications list passes axe in both themes",
  { tag: PRESENTATION },
  async ({ page, axe }) => {
    await signIn(page, "alice", { at: "/notifications" });
    await expect(page.getByRole("feed", { name: "Notifications" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/notifications");
    await expect(page.getByRole("feed", { name: "Notifications" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  },
);

test(
  "unread marks sit on exactly the notifications newer than the marker, as the badge counts",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await signIn(page, "alice", { at: "/notifications" });
    const list = page.getByRole("feed", { name: "Notifications" });
    const entries = list.getByRole("article", { name: "Notification" });
    await expect(entries.first()).toBeVisible();
    // Opening the list moved the marker to the newest: on the next visit, only
    // what came after is unread.
    await expect(unreadBadge(page)).toHaveCount(0);
    await demo.notify({ to: "alice", from: "bob", type: "follow" });
    await demo.notify({ to: "alice", from: "carol@remote.example", type: "follow" });
    await page.goto("/home");
    await expect(unreadBadge(page)).toContainText("2");
    await expect(page).toHaveTitle(/^\(2\) Home \| /);
    await unreadBadge(page).click();
    await expect(entries.first()).toBeVisible();
    const marked = entries.filter({ has: page.locator(".notification-unread-mark") });
    await expect(marked.first()).toHaveAccessibleDescription("Unread");
    await expect(marked.first()).toContainText(/Carol/);
    await expect(marked.last()).toContainText(/Bob/);
    const unmarked = entries.filter({ hasNot: page.locator(".notification-unread-mark") });
    await expect(unmarked.first()).toBeVisible();
    await expect(unmarked.first()).not.toHaveAccessibleDescription("Unread");
    // The two newest, and nothing below them.
    const flags = await entries.evaluateAll((items) =>
      items.map((item) => item.classList.contains("notification-unread")),
    );
    const firstUnmarked = flags.indexOf(false);
    expect(firstUnmarked).toBeGreaterThan(0);
    expect(flags.slice(firstUnmarked)).not.toContain(true);
    const names = await marked.allInnerTexts();
    expect(names.join(" ")).toMatch(/Bob/);
    expect(names.join(" ")).toMatch(/Carol/);
  },
);
