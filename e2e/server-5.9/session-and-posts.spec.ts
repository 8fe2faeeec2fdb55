import { expect, signIn, test } from "../support/fixtures";

// Mitra 5.9 only: expiring tokens, later notification types, posts of muted
// authors marked hidden, and the Mastodon-style quote.

async function signInAgain(page: import("@playwright/test").Page): Promise<void> {
  await page.getByLabel("Username", { exact: true }).fill("alice");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("mitra-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("an expired token sends the user back to the landing page, and the draft is still there after signing in", async ({
  page,
  demo,
  axe,
}) => {
  await signIn(page, "alice");
  const form = page.getByRole("form", { name: "New post" });
  const box = form.getByRole("combobox", { name: "New post" });
  await box.fill("A long thought I must not lose");
  await demo.setTokenLifetime(0);
  // Mid-action: the send meets the expired token.
  await form.getByRole("button", { name: "Publish" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/");
  const note = page.getByRole("status").filter({ hasText: "Your session has expired" });
  await expect(note).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  await demo.setTokenLifetime(3600);
  await signInAgain(page);
  await expect(page).toHaveURL((url) => url.pathname === "/home");
  await expect(box).toHaveValue("A long thought I must not lose");
  await expect(note).toHaveCount(0);
});

test("a reply draft survives an expiry met on a like, and the person returns to the thread", async ({
  page,
  demo,
}) => {
  const id = await demo.fixture("quotePost");
  await signIn(page, "alice", { at: `/post/${id}` });
  const card = page.locator(`article[data-post-id="${id}"]`);
  await card.getByRole("button", { name: "Reply" }).click();
  const reply = page.getByRole("combobox", { name: /Reply/ }).first();
  await reply.fill("Half an answer");
  await demo.setTokenLifetime(0);
  await card.getByRole("button", { name: "Like" }).click();

  await expect(
    page.getByRole("status").filter({ hasText: "Your session has expired" }),
  ).toBeVisible();
  await demo.setTokenLifetime(3600);
  await signInAgain(page);
  await expect(page).toHaveURL((url) => url.pathname === `/post/${id}`);
  await card.getByRole("button", { name: "Reply" }).click();
  await expect(page.getByRole("combobox", { name: /Reply/ }).first()).toHaveValue("Half an answer");
});

test("a moderation warning and an anonymous payment are shown", async ({ page, demo, axe }) => {
  await demo.notify({
    to: "alice",
    from: "admin",
    type: "moderation_warning",
    text: "Two posts broke rule 3 <no spam>.",
  });
  await demo.notify({
    to: "alice",
    from: "bob",
    type: "payment_anonymous",
    payment_amount: 250_000_000_000,
  });
  await signIn(page, "alice", { at: "/notifications" });
  const items = page
    .getByRole("feed", { name: "Notifications" })
    .getByRole("article", { name: "Notification" });
  const payment = items.nth(0);
  await expect(payment).toContainText("You received an anonymous payment");
  await expect(payment).toContainText("Amount: 0.25 XMR");
  const warning = items.nth(1);
  await expect(warning).toContainText("A moderator sent you a warning");
  await expect(warning).toContainText("Action taken: some of your posts were removed");
  await expect(warning.getByText("Two posts broke rule 3 <no spam>.")).toBeVisible();
  expect(await axe(page, { include: ["main"] })).toEqual([]);
  // Neither is a mention.
  await page.getByRole("button", { name: "Mentions" }).click();
  await expect(page.getByText("You received an anonymous payment")).toHaveCount(0);
});

test("a muted author's post is folded and can be opened", async ({
  page,
  demo,
  request,
  stack,
  axe,
}) => {
  // bob mutes alice; alice's post quoted by carol, and her profile, come marked hidden.
  const alice = await demo.fixture("account:alice");
  const muted = await request.post(`${stack.demoUrl}/api/v1/accounts/${alice}/mute`, {
    headers: { Authorization: "Bearer demo-token-bob" },
  });
  expect(muted.ok()).toBe(true);
  const id = await demo.fixture("quotePost");
  await signIn(page, "bob", { at: `/post/${id}` });
  const card = page.locator(`article[data-post-id="${id}"]`);
  await expect(card.getByText("Post by a muted account")).toBeVisible();
  await expect(card.getByText(/Golden hour from the ridge/)).toHaveCount(0);
  await card.getByRole("button", { name: "Show post" }).focus();
  await page.keyboard.press("Enter");
  const quote = card.getByRole("blockquote", { name: /^Quoted post by Alice/ });
  await expect(quote).toBeFocused();
  await expect(quote).toContainText("Golden hour from the ridge");

  await page.goto("/@alice");
  // The feed draws the posts in view only: bring its top up, as a reader
  // scrolling down would. (Centring the whole feed, as scrollIntoViewIfNeeded
  // does, lands amid cards not yet measured, which then move.)
  const feed = page.getByRole("feed", { name: /^Posts by Alice/ });
  await feed.evaluate((element) => {
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 80);
  });
  const first = feed.getByRole("article", { name: "Post by a muted account" }).first();
  await expect(first).toBeVisible();
  const postId = await first.getAttribute("data-post-id");
  const folded = feed.locator(`article[data-post-id="${postId ?? ""}"]`);
  expect(await axe(page, { include: ["main"] })).toEqual([]);
  await folded.getByRole("button", { name: "Show post" }).click();
  // The post clicked opens, and takes focus.
  await expect(folded).toBeFocused();
  await expect(folded.locator(".post-content")).toBeVisible();
  await expect(folded.getByRole("button", { name: "Show post" })).toHaveCount(0);
});

test("a quote carried only by Mastodon's `quote` field is shown", async ({ page, demo }) => {
  const id = await demo.fixture("quotePost");
  // As a server that fills only the Mastodon field would answer (the demo
  // sends both, as Mitra 5.9 does).
  await page.route(`**/api/v1/statuses/${id}`, async (route) => {
    const response = await route.fetch();
    const post = (await response.json()) as {
      quote: unknown;
      links: unknown[];
      pleroma: Record<string, unknown>;
    };
    expect(post.quote).toMatchObject({ state: "accepted" });
    await route.fulfill({
      response,
      json: { ...post, links: [], pleroma: { ...post.pleroma, quote: null } },
    });
  });
  await signIn(page, "alice", { at: `/post/${id}` });
  const quote = page
    .locator(`article[data-post-id="${id}"]`)
    .getByRole("blockquote", { name: /^Quoted post by Alice/ });
  await expect(quote).toContainText("Golden hour from the ridge");
  await expect(quote.getByRole("link", { name: "Open quoted post" })).toBeVisible();
});
