import { expect, signIn, test } from "./support/fixtures";

test("a reply from a timeline card counts at once, confirms with a link, and shows in the thread", async ({
  page,
}) => {
  await signIn(page, "bob");
  const home = page.getByRole("feed", { name: "Home" });
  const card = home.getByRole("article").first();
  const parentId = (await card.getAttribute("data-post-id")) ?? "";
  const replyButton = card.getByRole("button", { name: "Reply" });
  const before = Number(await replyButton.innerText());
  await replyButton.click();
  const form = card.getByRole("form", { name: "Reply" });
  await form.getByRole("combobox", { name: "Reply" }).pressSequentially("Count me in.");
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().endsWith("/api/v1/statuses"),
  );
  await form.getByRole("button", { name: "Publish" }).click();
  const reply = (await (await created).json()) as { id: string };
  await expect(form).toHaveCount(0);

  // The parent's count, on every card of it, without a reload.
  const parent = home.locator(`article[data-post-id="${parentId}"]`);
  for (const copy of await parent.all()) {
    await expect(copy.getByRole("button", { name: "Reply" })).toHaveText(String(before + 1));
  }
  const toast = page.getByRole("status").filter({ hasText: "Reply sent" });
  await expect(toast).toBeVisible();
  await toast.getByRole("link", { name: "View reply" }).click();
  await expect(page).toHaveURL(`/post/${reply.id}`);
  const thread = page.getByRole("feed", { name: "Post" });
  await expect(thread.locator(`article[data-post-id="${reply.id}"]`)).toContainText("Count me in.");
  await expect(thread.locator(`article[data-post-id="${parentId}"]`)).toBeVisible();
  // The toast went with the click.
  await expect(toast).toHaveCount(0);
});

test("a reply in an open thread shows there at once", async ({ page, demo }) => {
  const fourImages = await demo.fixture("fourImages");
  await signIn(page, "bob");
  await page.goto(`/post/${fourImages}`);
  const thread = page.getByRole("feed", { name: "Post" });
  const card = thread.locator(`article[data-post-id="${fourImages}"]`);
  const before = Number(await card.getByRole("button", { name: "Reply" }).innerText());
  await card.getByRole("button", { name: "Reply" }).click();
  const form = card.getByRole("form", { name: "Reply" });
  await form.getByRole("combobox", { name: "Reply" }).pressSequentially("Right here.");
  await form.getByRole("button", { name: "Publish" }).click();
  await expect(thread.getByRole("article").filter({ hasText: "Right here." })).toBeVisible();
  await expect(card.getByRole("button", { name: "Reply" })).toHaveText(String(before + 1));
  await expect(page.getByRole("status").filter({ hasText: "Reply sent" })).toBeVisible();
});

test("a quote confirms with a link and is at the top of home", async ({ page, demo }) => {
  const fourImages = await demo.fixture("fourImages");
  await signIn(page, "bob");
  await page.goto(`/post/${fourImages}`);
  await page
    .locator(`article[data-post-id="${fourImages}"]`)
    .getByRole("button", { name: "Repost with comment" })
    .click();
  const form = page.getByRole("form", { name: "Repost with comment" });
  await form.getByRole("combobox", { name: "Repost with comment" }).fill("The third one!");
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().endsWith("/api/v1/statuses"),
  );
  await form.getByRole("button", { name: "Repost" }).click();
  const quote = (await (await created).json()) as { id: string };
  await expect(form).toHaveCount(0);
  const toast = page.getByRole("status").filter({ hasText: "Post published" });
  await expect(toast.getByRole("link", { name: "View post" })).toHaveAttribute(
    "href",
    `/post/${quote.id}`,
  );

  // Home, reached inside the app: the quote is first.
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  const first = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
  await expect(first).toHaveAttribute("data-post-id", quote.id);
  await expect(first.getByRole("blockquote")).toContainText("City lights, four ways");

  await toast.getByRole("link", { name: "View post" }).click();
  await expect(page).toHaveURL(`/post/${quote.id}`);
  await expect(
    page.getByRole("feed", { name: "Post" }).locator(`article[data-post-id="${quote.id}"]`),
  ).toContainText("The third one!");
});
