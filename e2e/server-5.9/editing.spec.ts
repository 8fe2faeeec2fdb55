import type { Page } from "@playwright/test";
import { expect, nextCreatedPost, signIn, test } from "../support/fixtures";

/*
 * Editing keeps what the post has and adds nothing: Mitra takes an edit
 * without a title or a language as their removal, and one with a language
 * as giving the post that language.
 */

const cardOf = (page: Page, id: string) => page.locator(`article[data-post-id="${id}"]`).first();

/** Opens the editor on the post's own page and gives back the form. */
async function editPost(page: Page, id: string) {
  await page.goto(`/post/${id}`);
  await cardOf(page, id).getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit post" });
  await expect(form.getByRole("combobox", { name: "Edit post" })).not.toHaveValue("");
  return form;
}

/** The body of the next edit of post `id`. */
const nextEdit = (page: Page, id: string) =>
  page
    .waitForRequest(
      (request) => request.method() === "PUT" && request.url().endsWith(`/api/v1/statuses/${id}`),
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);

test("a post edited without a language gets none", async ({ page, demo }) => {
  // Seeded before languages were named: alice's post has none.
  const id = await demo.fixture("fourImages");
  await signIn(page, "alice", { at: `/post/${id}` });
  const form = await editPost(page, id);
  await expect(form.getByRole("combobox", { name: "Language" })).toHaveCount(0);
  await form.getByRole("combobox", { name: "Edit post" }).fill("City lights, four ways. Edited.");
  const sent = nextEdit(page, id);
  await form.getByRole("button", { name: "Update" }).click();
  expect(await sent).not.toHaveProperty("language");
  await expect(form).toHaveCount(0);
  await expect(cardOf(page, id)).toContainText("four ways. Edited.");
  await expect(cardOf(page, id).getByText(/^Language:/)).toHaveCount(0);
});

test("a titled edit keeps its title", async ({ page }) => {
  await signIn(page, "alice");
  const composer = page.getByRole("form", { name: "New post" });
  await composer.getByRole("button", { name: "Add a title" }).click();
  await composer.getByRole("textbox", { name: "Title" }).fill("Spring meetup");
  await composer.getByRole("combobox", { name: "New post" }).fill("Sunday at three.");
  const created = nextCreatedPost(page);
  await composer.getByRole("button", { name: "Publish" }).click();
  const { id } = await created;

  const form = await editPost(page, id);
  await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue("Spring meetup");
  await form.getByRole("combobox", { name: "Edit post" }).fill("Sunday at four.");
  const sent = nextEdit(page, id);
  await form.getByRole("button", { name: "Update" }).click();
  expect(await sent).toMatchObject({ status: "Sunday at four.", title: "Spring meetup" });
  await expect(form).toHaveCount(0);
  const card = cardOf(page, id);
  await expect(card.getByRole("heading", { name: "Spring meetup" })).toBeVisible();
  await expect(card).toContainText("Sunday at four.");
});
