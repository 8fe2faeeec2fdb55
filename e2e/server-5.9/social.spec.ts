import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { VIEWPORTS } from "../support/views";

/**
 * Favourites, who liked and reposted a post, the user's own pending follow
 * requests and clearing notifications: what a 5.9 server lists, at a
 * desktop's and a phone's width, with axe in both themes.
 */

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === "phone";

  test.describe(`${viewport.name} (${String(viewport.width)}×${String(viewport.height)})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // axe runs over whole pages in two themes: seconds each on a busy 2-core machine.
    test.describe.configure({ timeout: 90_000 });

    /** A place of the main navigation: the sidebar's link, or the phone's More menu. */
    async function goTo(page: Page, place: string) {
      const nav = page.getByRole("navigation", { name: "Main" });
      if (phone && place !== "Notifications") {
        await nav.getByRole("button", { name: "More" }).click();
        await page.getByRole("menuitem", { name: place }).click();
      } else {
        await nav.getByRole("link", { name: new RegExp(`^${place}`) }).click();
      }
      await expect(page.getByRole("heading", { level: 1, name: place })).toBeVisible();
    }

    test("favourites: open them, page them, and show likes only", async ({ page, demo, axe }) => {
      const reactedOnly = await demo.fixture("reactedOnlyPost");
      await signIn(page, "alice");
      const first = page.waitForRequest((request) =>
        request.url().endsWith("/api/v1/favourites?all_reactions=true"),
      );
      await goTo(page, "Favourites");
      await first;
      const feed = page.getByRole("feed", { name: "Favourites" });
      const tabs = page.getByRole("group", { name: "Show favourites" });
      await expect(tabs.getByRole("button", { name: "Likes and reactions" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // A post alice only reacted to is among them.
      await expect(feed.locator(`article[data-post-id="${reactedOnly}"]`)).toBeVisible();
      // The posts' own text is left out: it is the post card's, checked by its
      // specs (a seeded post has a hashtag line 23.6 px under a link line).
      await expectAccessibleInBothThemes(page, axe, { exclude: [".post-content"] });

      // The end of the first page brings the next, by the Link header's address.
      const next = page.waitForRequest((request) =>
        /\/api\/v1\/favourites\?all_reactions=true&max_id=[0-9a-f-]{36}$/.test(request.url()),
      );
      await page.getByRole("button", { name: "Show more posts" }).scrollIntoViewIfNeeded();
      await next;
      // The end of the list holds posts of the second page (the list draws
      // only the cards near the view, and a post liked and reacted to comes
      // once, so which positions those are depends on the seed).
      await expect
        .poll(async () => {
          await page.keyboard.press("End");
          const last = feed.locator("article[aria-posinset]").last();
          return Number(await last.getAttribute("aria-posinset"));
        })
        .toBeGreaterThan(20);

      const likesOnly = page.waitForRequest((request) =>
        request.url().endsWith("/api/v1/favourites"),
      );
      await tabs.getByRole("button", { name: "Likes only" }).click();
      await likesOnly;
      await expect(page).toHaveURL(/\/favourites\?filter=likes$/);
      await expect(feed.getByRole("article").first()).toBeVisible();
      await expect(feed.locator(`article[data-post-id="${reactedOnly}"]`)).toHaveCount(0);
      await expect(
        feed.getByRole("article").first().getByRole("button", { name: "Like" }),
      ).toHaveAttribute("aria-pressed", "true");
    });

    test("who liked and who reposted a post", async ({ page, demo, axe }) => {
      const latest = await demo.fixture("latestPost");
      await signIn(page, "alice", { at: `/post/${latest}` });
      const stats = page.getByRole("group", { name: "Who reacted" });
      const likes = stats.getByRole("button", { name: "5 likes" });
      await likes.click();
      const liked = page.getByRole("dialog", { name: "Liked by" });
      const people = liked.getByRole("list", { name: "Liked by" });
      await expect(people.getByRole("listitem")).toHaveCount(5);
      await expect(people.getByRole("link", { name: /@carol@remote\.example$/ })).toBeVisible();
      // Each person has a Follow (or Unfollow) button.
      await expect(people.getByRole("button")).toHaveCount(5);
      await expectAccessibleInBothThemes(page, axe, { include: [".who-reacted-dialog"] });
      await liked.getByRole("button", { name: "Close" }).click();
      await expect(liked).toHaveCount(0);
      await expect(likes).toBeFocused();

      const reposts = stats.getByRole("button", { name: "1 repost" });
      await reposts.click();
      const reposted = page.getByRole("dialog", { name: "Reposted by" });
      await expect(reposted.getByRole("link", { name: /@dave@social\.example$/ })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(reposted).toHaveCount(0);
      await expect(reposts).toBeFocused();

      await stats.getByRole("button", { name: "2 reactions" }).click();
      const reacted = page.getByRole("dialog", { name: "Reactions" });
      await expect(reacted.getByRole("heading", { name: "blobcat: 1 reaction" })).toBeVisible();
      await expect(
        reacted
          .getByRole("list", { name: "❤️: 1 reaction" })
          .getByRole("link", { name: /@erin@mastodon\.example$/ }),
      ).toBeVisible();
      await expectAccessibleInBothThemes(page, axe, { include: [".who-reacted-dialog"] });
      await reacted.getByRole("button", { name: "Close" }).click();

      // A post liked by more people than a page of 20: the list asks for the
      // largest page the server takes (200), so all of them come at once.
      await page.goto(`/post/${await demo.fixture("popularPost")}`);
      const asked = page.waitForRequest((request) =>
        /\/favourited_by\?limit=200$/.test(request.url()),
      );
      await stats.getByRole("button", { name: /likes$/ }).click();
      await asked;
      const many = page.getByRole("dialog", { name: "Liked by" }).getByRole("list");
      await expect(many.getByRole("listitem").nth(20)).toBeVisible();
      expect(await many.getByRole("listitem").count()).toBeGreaterThan(20);
      await expect(page.getByRole("button", { name: "Show more users" })).toHaveCount(0);
    });

    test("cancel a follow request of mine", async ({ page, demo, axe }) => {
      const frank = await demo.fixture("account:frank@remote.example");
      await signIn(page, "alice", { at: "/follow-requests" });
      const sent = page
        .getByRole("group", { name: "Show follow requests" })
        .getByRole("button", { name: "Sent" });
      await sent.click();
      const mine = page.getByRole("list", { name: "Sent" });
      const row = mine.getByRole("listitem").filter({ hasText: "frank@remote.example" });
      await expect(row).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);

      const cancelled = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          response.url().endsWith(`/api/v1/accounts/${frank}/unfollow`),
      );
      await row.getByRole("button", { name: "Cancel request" }).click();
      expect((await cancelled).status()).toBe(200);
      await expect(
        page.getByText("None of your follow requests is waiting for an answer"),
      ).toBeVisible();
      await expect(sent).toBeFocused();
      // Frank's profile knows: no request is pending there.
      await page.goto("/@frank@remote.example");
      await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel follow request" })).toHaveCount(0);
    });

    test("clear notifications after confirming", async ({ page, demo, axe }) => {
      await signIn(page, "alice");
      await goTo(page, "Notifications");
      const feed = page.getByRole("feed", { name: "Notifications" });
      await expect(feed.getByRole("article").first()).toBeVisible();
      const clear = page.getByRole("button", { name: "Clear all" });
      await clear.click();
      const dialog = page.getByRole("dialog", { name: /^Clear all notifications\?/ });
      await expect(dialog).toBeVisible();
      await expectAccessibleInBothThemes(page, axe, { include: [".confirm-dialog"] });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(clear).toBeFocused();
      await expect(feed.getByRole("article").first()).toBeVisible();

      await clear.click();
      const cleared = page.waitForResponse((response) =>
        response.url().endsWith("/api/v1/notifications/clear"),
      );
      await dialog.getByRole("button", { name: "Clear all" }).click();
      expect(await (await cleared).json()).toEqual({});
      await expect(page.getByText("No notifications yet")).toBeVisible();
      const link = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: /^Notifications/ });
      await expect(link).toHaveAccessibleName("Notifications");
      await expectAccessibleInBothThemes(page, axe);

      // They are gone from the server; the next one counts as unread.
      await page.reload();
      await expect(page.getByText("No notifications yet")).toBeVisible();
      await demo.notify({ to: "alice", from: "bob", type: "follow" });
      await page.goto("/home");
      await expect(link).toHaveAccessibleName(/^Notifications 1 unread notification$/);
    });
  });
}
