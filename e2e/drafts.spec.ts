import { expect, nextCreatedPost, signIn, test } from "./support/fixtures";
import { accountStorageKey } from "./support/views";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a reloaded draft keeps its images, descriptions, sensitive mark and visibility", async ({
  page,
}) => {
  await signIn(page, "alice");
  const form = page.getByRole("form", { name: "New post" });
  const box = form.getByRole("combobox", { name: "New post" });
  await form.getByLabel("Add images or other media").setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: PNG },
    { name: "two.png", mimeType: "image/png", buffer: PNG },
  ]);
  const description = (n: number) =>
    form.getByRole("textbox", { name: `Description of attachment ${String(n)}` });
  await expect(description(2)).toBeVisible();
  // Only attachments so far: that is a draft too.
  await page.reload();
  await expect(description(2)).toBeVisible();

  await box.fill("Night ferry, two views");
  await description(1).fill("Lights on the water");
  await description(2).fill("The ferry's wake");
  await form.getByRole("checkbox", { name: "Sensitive content" }).check();
  await form.getByRole("combobox", { name: "Visibility" }).selectOption("private");
  await page.reload();

  await expect(box).toHaveValue("Night ferry, two views");
  await expect(description(1)).toHaveValue("Lights on the water");
  await expect(description(2)).toHaveValue("The ferry's wake");
  await expect(form.getByRole("checkbox", { name: "Sensitive content" })).toBeChecked();
  await expect(form.getByRole("combobox", { name: "Visibility" })).toHaveValue("private");
  // Shown again from the server's URLs, and the images load.
  const previews = form.locator("img.editor-attachment-preview");
  await expect(previews).toHaveCount(2);
  for (const preview of await previews.all()) {
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }

  const created = nextCreatedPost(page);
  await form.getByRole("button", { name: "Publish" }).click();
  const { id, sent } = await created;
  expect(sent).toMatchObject({ sensitive: true, visibility: "private" });
  expect(sent["media_ids[]"]).toHaveLength(2);

  // Sent: the composer empties, and the feed below it moves up; then the
  // new post is where it stays.
  await expect(box).toHaveValue("");
  await expect(previews).toHaveCount(0);
  // The new post's own card, pinned by its id: "the feed's first article"
  // is looked up again at each step, and may be another card by then.
  const first = page
    .getByRole("feed", { name: "Home" })
    .locator(`article[data-post-id="${id}"]`)
    .first();
  await expect(first).toContainText("Night ferry, two views");
  const reveal = first.getByRole("button", { name: "Show sensitive content" });
  // From the keyboard: a mouse click here, just after the composer emptied
  // and the feed moved up, was lost in CI runs (the card stayed hidden).
  await reveal.press("Enter");
  await expect(first.getByRole("button", { name: "Hide sensitive content" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(first.getByRole("img", { name: "Lights on the water" })).toBeAttached();
  await expect(first.getByRole("img", { name: "The ferry's wake" })).toBeAttached();
  // Sent: the whole draft is gone.
  const draftKey = await accountStorageKey(page, "post_content_new");
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();
  await page.reload();
  await expect(box).toHaveValue("");
  await expect(description(1)).toHaveCount(0);
  await expect(form.getByRole("checkbox", { name: "Sensitive content" })).not.toBeChecked();
});

test("an old draft, kept as plain text, still comes back", async ({ page }) => {
  await signIn(page, "alice");
  const draftKey = await accountStorageKey(page, "post_content_new");
  // Kept while no page of the app runs, as an older version left it: a page
  // still starting reads the draft when its editor appears and writes what it
  // read back at once, so a draft stored in between was overwritten with none.
  await page.goto("/favicon.svg");
  await page.evaluate((key) => localStorage.setItem(key, "From an older version"), draftKey);
  await page.goto("/home");
  await expect(
    page.getByRole("form", { name: "New post" }).getByRole("combobox", { name: "New post" }),
  ).toHaveValue("From an older version");
});
