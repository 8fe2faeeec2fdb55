import type { Locator, Page } from "@playwright/test";
import { expect, nextCreatedPost, signIn, test } from "./support/fixtures";

/**
 * Keyboard focus after an action that removes or replaces the control it was
 * on: a keyboard user keeps their place (checked on document.activeElement).
 */

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The id of the next post the page creates. */
const created = (page: Page) => nextCreatedPost(page).then((post) => post.id);

const cardOf = (scope: Page | Locator, id: string) =>
  scope.locator(`article[data-post-id="${id}"]`).first();

test("publishing a new post puts focus on its card", async ({ page }) => {
  await signIn(page, "alice");
  const form = page.getByRole("form", { name: "New post" });
  await tabTo(page, form.getByRole("combobox", { name: "New post" }));
  const id = created(page);
  await typeAndPublish(page, form, "Typed and sent from the keyboard");
  const card = cardOf(page.getByRole("feed", { name: "Home" }), await id);
  await expect(card).toBeFocused();
  await expect(card).toContainText("Typed and sent from the keyboard");
});

/** Opens the reply editor of `card` from its Reply button; the editor takes focus (it may load first). */
async function openReply(page: Page, card: Locator): Promise<Locator> {
  await tabTo(page, card.getByRole("button", { name: "Reply" }));
  await page.keyboard.press("Enter");
  const form = card.getByRole("form", { name: "Reply" });
  await expect(form.getByRole("combobox", { name: "Reply" })).toBeFocused();
  return form;
}

/** Types into the focused editor, then Tab to its Publish button and Enter. */
async function typeAndPublish(page: Page, form: Locator, text: string): Promise<void> {
  await page.keyboard.type(text);
  await tabTo(page, form.getByRole("button", { name: "Publish" }));
  await page.keyboard.press("Enter");
}

test("a reply returns focus to the card on a timeline, and to the new reply in a thread", async ({
  page,
  demo,
}) => {
  await signIn(page, "bob");
  const home = page.getByRole("feed", { name: "Home" });
  // The first card, held by its post (the reply will go above it).
  const id = (await home.getByRole("article").first().getAttribute("data-post-id")) ?? "";
  const card = cardOf(home, id);
  await tabTo(page, card);
  let form = await openReply(page, card);
  // Cancel goes back to the Reply button.
  await tabTo(page, form.getByRole("button", { name: "Cancel" }));
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: "Reply" })).toBeFocused();
  form = await openReply(page, card);
  await typeAndPublish(page, form, "From the keyboard.");
  await expect(form).toHaveCount(0);
  await expect(card).toBeFocused();

  const fourImages = await demo.fixture("fourImages");
  await page.goto(`/post/${fourImages}`);
  const thread = page.getByRole("feed", { name: "Post" });
  const parent = cardOf(thread, fourImages);
  form = await openReply(page, parent);
  const replyId = created(page);
  await typeAndPublish(page, form, "Threaded, from the keyboard.");
  const reply = cardOf(thread, await replyId);
  await expect(reply).toBeFocused();
  await expect(reply).toContainText("Threaded, from the keyboard.");
});

test("reacting and liking from the keyboard keep focus on the control used", async ({
  page,
  demo,
}) => {
  const fourImages = await demo.fixture("fourImages");
  await signIn(page, "bob", { at: `/post/${fourImages}` });
  const card = cardOf(page.getByRole("feed", { name: "Post" }), fourImages);

  const addReaction = card.getByRole("button", { name: "Add reaction" });
  await tabTo(page, addReaction);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("searchbox", { name: "Search emoji" })).toBeFocused();
  await page.keyboard.type("tada");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "party popper" })).toBeFocused();
  const reacted = page.waitForResponse((response) => response.request().method() === "PUT");
  await page.keyboard.press("Enter");
  await reacted;
  await expect(addReaction).toBeFocused();
  const tada = card.getByRole("button", { name: /^🎉: 1 reaction/ });
  await expect(tada).toHaveAttribute("aria-pressed", "true");

  // Taking one's only reaction away removes its button: focus goes to the card.
  await tabTo(page, tada);
  const removed = page.waitForResponse((response) => response.request().method() === "DELETE");
  await page.keyboard.press("Enter");
  await removed;
  await expect(tada).toHaveCount(0);
  await expect(card).toBeFocused();

  const like = card.getByRole("button", { name: "Like", exact: true });
  await tabTo(page, like);
  const liked = page.waitForResponse((response) => response.url().endsWith("/favourite"));
  await page.keyboard.press("Enter");
  await liked;
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toBeFocused();
});

/** Deletes the post of `card` with the keyboard: its menu, then the confirmation. */
async function deleteWithKeyboard(page: Page, card: Locator): Promise<void> {
  await tabTo(page, card.getByRole("button", { name: "More actions" }));
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "More actions" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Delete this post/ });
  await tabTo(page, dialog.getByRole("button", { name: "Delete" }));
  const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
  await page.keyboard.press("Enter");
  await deleted;
}

test("deleting a post puts focus on the next card, or the previous after the last", async ({
  page,
  demo,
}) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  const form = page.getByRole("form", { name: "New post" });
  const next = (await home.getByRole("article").first().getAttribute("data-post-id")) ?? "";
  await form.getByRole("combobox", { name: "New post" }).fill("Short-lived");
  const id = created(page);
  await form.getByRole("button", { name: "Publish" }).click();
  const doomed = cardOf(home, await id);
  await deleteWithKeyboard(page, doomed);
  await expect(doomed).toHaveCount(0);
  await expect(cardOf(home, next)).toBeFocused();

  // The last post of a thread: focus goes to the one before it.
  const fourImages = await demo.fixture("fourImages");
  await page.goto(`/post/${fourImages}`);
  const thread = page.getByRole("feed", { name: "Post" });
  const root = cardOf(thread, fourImages);
  await root.getByRole("button", { name: "Reply" }).click();
  await root.getByRole("combobox", { name: "Reply" }).fill("A last word");
  const replyId = created(page);
  await root.getByRole("button", { name: "Publish" }).click();
  const last = cardOf(thread, await replyId);
  await expect(thread.getByRole("article").last()).toHaveAttribute("data-post-id", await replyId);
  const before =
    (await thread.getByRole("article").nth(-2).getAttribute("data-post-id")) ?? "missing";
  await deleteWithKeyboard(page, last);
  await expect(last).toHaveCount(0);
  await expect(cardOf(thread, before)).toBeFocused();
});
