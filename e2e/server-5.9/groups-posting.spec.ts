import type { Locator, Page } from "@playwright/test";
import { expect, formatAxeViolations, nextCreatedPost, signIn, test } from "../support/fixtures";
import { SCHEMES, VIEWPORTS } from "../support/views";
import { ownStorageKey } from "../support/views";

/*
 * Posting to a group and running one, on the demo's seeded groups: alice is
 * a member of the Fediverse Café and moderates Alice's Garden, where bob
 * started a thread (`groupThread`).
 */

/** The card of post `id` on the page. */
const cardOf = (page: Page, id: string) => page.locator(`article[data-post-id="${id}"]`).first();

/**
 * The composer for a new post: above home on a desktop, in a dialog opened
 * from its button on a phone.
 */
async function homeComposer(page: Page, phone: boolean): Promise<Locator> {
  if (phone) await page.getByRole("button", { name: "New post" }).click();
  const form = page.getByRole("form", { name: "New post" });
  await expect(form).toBeVisible();
  return form;
}

/** The signed-in user's token, as the app keeps it. */
const tokenOf = async (page: Page) => {
  const key = await ownStorageKey(page, "auth_token");
  return page.evaluate((name) => localStorage.getItem(name) ?? "", key);
};

for (const view of VIEWPORTS) {
  test.describe(`${view.name} (${String(view.width)}×${String(view.height)})`, () => {
    test.use({ viewport: { width: view.width, height: view.height } });
    const phone = view.name === "phone";

    test("a post to a group from the home composer carries group_id", async ({
      page,
      demo,
      axe,
    }) => {
      // Two axe scans in each theme: on a loaded machine they outlast the default timeout.
      test.slow();
      const cafe = await demo.fixture("account:fediverse-cafe");
      await signIn(page, "alice");
      const form = await homeComposer(page, phone);
      const choose = form.getByRole("button", { name: "Post to group" });
      await choose.click();
      const chooser = page.getByRole("dialog", { name: "Post to group" });
      await expect(chooser.getByRole("button", { name: /Alice's Garden/ })).toBeVisible();
      await chooser.getByRole("searchbox", { name: "Search your groups" }).fill("café");
      await expect(chooser.getByRole("button", { name: /Alice's Garden/ })).toHaveCount(0);
      await chooser.getByRole("button", { name: /Fediverse Café/ }).click();
      await expect(chooser).toBeHidden();
      await expect(choose).toBeFocused();
      await expect(form.getByText("Posting to")).toBeVisible();
      await expect(form.getByText("Fediverse Café")).toBeVisible();
      await form.getByRole("button", { name: "Add a title" }).click();
      await form.getByRole("textbox", { name: "Title" }).fill("Tea or coffee?");
      await form
        .getByRole("combobox", { name: "New post" })
        .fill("Settling this once and for all.");

      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
        expect(formatAxeViolations(await axe(page, { include: [".editor"] }))).toBe("");
        await choose.click();
        await expect(chooser.getByRole("button", { name: /Fediverse Café/ })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        expect(
          formatAxeViolations(await axe(page, { include: [".editor", ".group-choices"] })),
        ).toBe("");
        await page.keyboard.press("Escape");
        await expect(chooser).toBeHidden();
      }

      const created = nextCreatedPost(page);
      await form.getByRole("button", { name: "Publish" }).click();
      const { id, sent } = await created;
      expect(sent).toMatchObject({
        status: "Settling this once and for all.",
        group_id: cafe,
        title: "Tea or coffee?",
      });
      expect(sent).not.toHaveProperty("in_reply_to_id");

      await page.goto(`/post/${id}`);
      const card = cardOf(page, id);
      await expect(card.getByRole("link", { name: "Fediverse Café" })).toBeVisible();
      // The title once, as the headline; the server's copy in the content is left out.
      await expect(card.getByRole("heading", { name: "Tea or coffee?" })).toBeVisible();
      await expect(card.getByText("Tea or coffee?")).toHaveCount(1);
      await card.getByRole("link", { name: "Fediverse Café" }).click();
      await expect(page).toHaveURL(/\/@fediverse-cafe$/);
    });

    test("a reply to a group post sends no group_id and is accepted", async ({ page, demo }) => {
      const post = await demo.fixture("groupTitledPost");
      await signIn(page, "alice", { at: `/post/${post}` });
      const card = cardOf(page, post);
      await expect(card.getByRole("link", { name: "Fediverse Café" })).toBeVisible();
      await card.getByRole("button", { name: "Reply" }).click();
      const form = page.getByRole("form", { name: "Reply" });
      await expect(form).toBeVisible();
      await expect(form.getByRole("button", { name: "Post to group" })).toHaveCount(0);
      await form.getByRole("combobox", { name: "Reply" }).pressSequentially("Count me in!");
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.url().endsWith("/api/v1/statuses"),
      );
      await form.getByRole("button", { name: "Publish" }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const sent = response.request().postDataJSON() as Record<string, unknown>;
      expect(sent.in_reply_to_id).toBe(post);
      expect(sent).not.toHaveProperty("group_id");
      const { id } = (await response.json()) as { id: string };
      // The reply is in the group's thread by itself.
      await expect(cardOf(page, id).getByRole("link", { name: "Fediverse Café" })).toBeVisible();
    });

    test("a moderator removes a thread from her group and it leaves the group's timeline", async ({
      page,
      demo,
    }) => {
      const thread = await demo.fixture("groupThread");
      const garden = await demo.fixture("account:alice-garden");
      await signIn(page, "alice", { at: `/post/${thread}` });
      const card = cardOf(page, thread);
      await card.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Remove thread from group" }).click();
      const dialog = page.getByRole("dialog", {
        name: /^Remove this thread from Alice's Garden\?/,
      });
      await expect(dialog).toBeVisible();
      const removed = page.waitForResponse(
        (response) =>
          response.request().method() === "DELETE" &&
          response.url().endsWith(`/api/v1/statuses/${thread}/thread`),
      );
      await dialog.getByRole("button", { name: "Remove thread" }).click();
      expect((await removed).ok()).toBe(true);
      await expect(page.getByText("Thread removed from the group")).toBeVisible();
      await expect(page.locator(`article[data-post-id="${thread}"]`)).toHaveCount(0);
      // Gone from the group's Posts tab, and from the timeline as the server lists it.
      await page.goto("/@alice-garden");
      const feed = page.getByRole("feed", { name: "Posts in Alice's Garden" });
      await expect(feed.getByRole("article").first()).toBeVisible();
      await expect(feed.locator(`article[data-post-id="${thread}"]`)).toHaveCount(0);
      const timeline = await page.request.get(`/api/v1/timelines/group/${garden}`, {
        headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      });
      expect(timeline.ok()).toBe(true);
      const ids = ((await timeline.json()) as { id: string }[]).map((post) => post.id);
      expect(ids).not.toContain(thread);
    });

    test("a member posts from the group's page and the post heads its Posts tab", async ({
      page,
      demo,
    }) => {
      const cafe = await demo.fixture("account:fediverse-cafe");
      await signIn(page, "alice", { at: "/@fediverse-cafe" });
      const feed = page.getByRole("feed", { name: "Posts in Fediverse Café" });
      await expect(feed.getByRole("article").first()).toBeVisible();
      const form = page.getByRole("form", { name: "New post" });
      await expect(form.getByText("Fediverse Café")).toBeVisible();
      // The group is fixed: there is no other audience to pick.
      await expect(form.getByRole("button", { name: "Post to group" })).toHaveCount(0);
      await form.getByRole("combobox", { name: "New post" }).fill("Fresh scones on Friday");
      const created = nextCreatedPost(page);
      await form.getByRole("button", { name: "Publish" }).click();
      const { id, sent } = await created;
      expect(sent).toMatchObject({ status: "Fresh scones on Friday", group_id: cafe });
      await expect(feed.getByRole("article").first()).toHaveAttribute("data-post-id", id);
      await expect(form.getByRole("combobox", { name: "New post" })).toHaveValue("");
    });
  });
}

test("a member who does not moderate the group is not offered the removal", async ({
  page,
  demo,
}) => {
  const thread = await demo.fixture("groupThread");
  await signIn(page, "bob", { at: `/post/${thread}` });
  await cardOf(page, thread).getByRole("button", { name: "More actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Copy link to post" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Remove thread from group" })).toHaveCount(0);
});
