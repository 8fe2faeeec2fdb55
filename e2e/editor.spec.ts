import type { Locator, Page } from "@playwright/test";
import { expect, nextCreatedPost, signIn, test } from "./support/fixtures";
import { ANY_SERVER } from "./support/config";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const composer = (page: Page) => page.getByRole("form", { name: "New post" });
const box = (scope: Locator, name = "New post") => scope.getByRole("combobox", { name });

test("a post with two images and their descriptions", async ({ page }) => {
  await signIn(page, "alice");
  const form = composer(page);
  await box(form).fill("Two frames from the harbour");
  await form.getByLabel("Add images or other media").setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: PNG },
    { name: "two.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(form.getByRole("textbox", { name: /^Description of attachment/ })).toHaveCount(2);
  await form.getByRole("textbox", { name: "Description of attachment 1" }).fill("  Boats at dawn ");
  await form.getByRole("textbox", { name: "Description of attachment 2" }).fill("The pier");
  const described: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/v1/media/")) {
      described.push(request.postDataJSON());
    }
  });
  const created = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/statuses"),
  );
  await form.getByRole("button", { name: "Publish" }).click();
  const body = (await created).postDataJSON() as Record<string, unknown>;
  expect(body["media_ids[]"]).toHaveLength(2);
  expect(described).toEqual([{ description: "Boats at dawn" }, { description: "The pier" }]);
  const first = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
  await expect(first).toContainText("Two frames from the harbour");
  await expect(first.getByRole("img", { name: "Boats at dawn" })).toBeAttached();
  await expect(first.getByRole("img", { name: "The pier" })).toBeAttached();
  // Cleared after success.
  await expect(box(form)).toHaveValue("");
  await expect(form.getByRole("textbox", { name: /^Description of attachment/ })).toHaveCount(0);
});

test("a reply prefills mentions and takes the first allowed visibility", async ({ page, demo }) => {
  const fourImages = await demo.fixture("fourImages");
  await signIn(page, "bob", { at: `/post/${fourImages}` });
  const card = page.locator(`article[data-post-id="${fourImages}"]`);
  await card.getByRole("button", { name: "Reply" }).click();
  const form = page.getByRole("form", { name: "Reply" });
  await expect(box(form, "Reply")).toHaveValue("@alice ");
  await expect(form.getByRole("combobox", { name: "Visibility" })).toHaveValue("public");
  await box(form, "Reply").press("End");
  await box(form, "Reply").pressSequentially("lovely set!");
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/statuses"),
  );
  await form.getByRole("button", { name: "Publish" }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ in_reply_to_id: fourImages, visibility: "public" });
  // The reply shows in the thread at once, and the form closes.
  await expect(page.getByRole("feed", { name: "Post" })).toContainText("lovely set!");
  await expect(form).toHaveCount(0);

  // Replying to one's own followers-only post: followers first, then direct.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Log out" })
    .click();
  await signIn(page, "alice");
  const privatePost = await demo.fixture("privatePost");
  await page.goto(`/post/${privatePost}`);
  await page
    .locator(`article[data-post-id="${privatePost}"]`)
    .getByRole("button", { name: "Reply" })
    .click();
  const visibility = page
    .getByRole("form", { name: "Reply" })
    .getByRole("combobox", { name: "Visibility" });
  await expect(visibility).toHaveValue("private");
  await expect(visibility.locator("option")).toHaveText([
    "Followers only",
    "Mentioned people only",
  ]);
  await page.getByRole("form", { name: "Reply" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("form", { name: "Reply" })).toHaveCount(0);
});

test("repost with comment sends quote_id and shows the quoted post", async ({ page, demo }) => {
  const fourImages = await demo.fixture("fourImages");
  await signIn(page, "bob", { at: `/post/${fourImages}` });
  await page
    .locator(`article[data-post-id="${fourImages}"]`)
    .getByRole("button", { name: "Repost with comment" })
    .click();
  const form = page.getByRole("form", { name: "Repost with comment" });
  await box(form, "Repost with comment").fill("Number three, obviously.");
  const created = nextCreatedPost(page);
  await form.getByRole("button", { name: "Repost" }).click();
  const quote = await created;
  expect(quote.sent).toMatchObject({ quote_id: fourImages });
  await expect(form).toHaveCount(0);
  // Said, with a link to the new post: it shows elsewhere (home), not in this thread.
  const toast = page.getByRole("status").filter({ hasText: "Post published" });
  const link = toast.getByRole("link", { name: "View post" });
  await expect(link).toHaveAttribute("href", `/post/${quote.id}`);

  // Home, reached inside the app: the quote is first.
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  const first = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
  await expect(first).toHaveAttribute("data-post-id", quote.id);
  await expect(first).toContainText("Number three, obviously.");
  await expect(first.getByRole("blockquote")).toContainText("City lights, four ways");

  await link.click();
  await expect(page).toHaveURL(`/post/${quote.id}`);
  await expect(toast).toHaveCount(0);
});

test("editing loads the source, updates the post, and refuses HTML sources", async ({
  page,
  demo,
}) => {
  const fourImages = await demo.fixture("fourImages");
  await signIn(page, "alice", { at: `/post/${fourImages}` });
  const card = page.locator(`article[data-post-id="${fourImages}"]`);
  await card.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit post" });
  await expect(box(form, "Edit post")).toHaveValue(/City lights, four ways/);
  await expect(form.getByRole("combobox", { name: "Visibility" })).toBeDisabled();
  await box(form, "Edit post").fill("City lights, four ways. Voting closes tonight!");
  await form.getByRole("button", { name: "Update" }).click();
  await expect(form).toHaveCount(0);
  await expect(card).toContainText("Voting closes tonight!");
  await expect(card.getByText("Edited")).toBeVisible();

  const htmlPost = await demo.fixture("htmlSourcePost");
  await page.goto(`/post/${htmlPost}`);
  await page
    .locator(`article[data-post-id="${htmlPost}"]`)
    .getByRole("button", { name: "More actions" })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /written in HTML/ })).toBeVisible();
});

test("the markdown preview shows the server's rendering", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "alice");
  const form = composer(page);
  await box(form).fill("Some **bold** words :blobcat:");
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(form.locator("strong")).toHaveText("bold");
  await expect(form.getByRole("img", { name: ":blobcat:" })).toBeVisible();
  await form.getByRole("button", { name: "Edit text" }).click();
  await expect(box(form)).toHaveValue("Some **bold** words :blobcat:");
});

test(
  "mention suggestions wait 500 ms, then offer up to 4 by keyboard",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await signIn(page, "alice");
    const form = composer(page);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/accounts/search")) searches.push(request.url());
    });
    await box(form).pressSequentially("Hi @d", { delay: 50 });
    await page.waitForTimeout(700);
    expect(searches).toEqual([]);
    await box(form).pressSequentially("a", { delay: 50 });
    await page.waitForTimeout(200);
    expect(searches).toEqual([]);
    // The list floats in the popup layer at the end of the page, outside the form.
    const options = page.getByRole("listbox", { name: "People to mention" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(searches).toHaveLength(1);
    const url = new URL(searches[0] ?? "");
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: "da", resolve: "false", limit: "4" });
    expect(await options.count()).toBeLessThanOrEqual(4);
    await box(form).press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    const chosen = (await options.nth(1).innerText()).split("\n")[1] ?? "";
    await box(form).press("Enter");
    await expect(box(form)).toHaveValue(`Hi ${chosen} `);
    await expect(options).toHaveCount(0);
  },
);

test("Ctrl+Enter publishes only when the setting is on", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "alice");
  await box(composer(page)).fill("Sent with the keyboard");
  await box(composer(page)).press("Control+Enter");
  await page.waitForTimeout(500);
  await expect(box(composer(page))).toHaveValue(/Sent with the keyboard/);

  await page.goto("/settings");
  // The setting is stored on the server: leave once it is saved.
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith("/api/v1/settings/client_config") && answer.ok(),
  );
  await page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" }).check();
  await saved;
  await page.goto("/home");
  // The draft came back after the trip to settings.
  await expect(box(composer(page))).toHaveValue(/Sent with the keyboard/);
  await box(composer(page)).press("Control+Enter");
  await expect(box(composer(page))).toHaveValue("");
  await expect(page.getByRole("feed", { name: "Home" }).getByRole("article").first()).toContainText(
    "Sent with the keyboard",
  );
});

test(
  "a failed post keeps the text; the retry sends the same Idempotency-Key",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await signIn(page, "alice");
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/v1/statuses")) {
        keys.push(request.headers()["idempotency-key"] ?? "");
      }
    });
    await demo.fail({
      method: "POST",
      path: "/api/v1/statuses",
      status: 500,
      error_description: "database is down",
    });
    const form = composer(page);
    await box(form).fill("Do not lose me");
    await form.getByRole("button", { name: "Publish" }).click();
    await expect(form.getByRole("alert")).toHaveText("database is down");
    await expect(box(form)).toHaveValue("Do not lose me");
    await form.getByRole("button", { name: "Publish" }).click();
    await expect(box(form)).toHaveValue("");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{20}$/);
    expect(keys[1]).toBe(keys[0]);
    const feed = page.getByRole("feed", { name: "Home" });
    await expect(feed.getByRole("article").first()).toContainText("Do not lose me");
    await expect(feed.getByText("Do not lose me")).toHaveCount(1);
    // The next post gets a new key.
    await box(form).fill("A second post");
    await form.getByRole("button", { name: "Publish" }).click();
    await expect(box(form)).toHaveValue("");
    expect(keys[2]).not.toBe(keys[0]);
  },
);

test("a reload brings the draft back", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "alice");
  await box(composer(page)).fill("Half a thought, then the tab reloads");
  await page.reload();
  await expect(box(composer(page))).toHaveValue("Half a thought, then the tab reloads");
});
