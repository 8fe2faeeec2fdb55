import type { Page, Request } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { VIEWPORTS } from "../support/views";

/**
 * The account on a 5.9 server: posting defaults and a post's language,
 * followers-only reposts, sessions, removing an identity proof, the bot
 * mark, and loading a remote profile's featured posts as a non-admin — at a
 * desktop's and a phone's width, with axe in both themes.
 */

/** The JSON body of the next request matching method and path. */
function nextBody(page: Page, method: string, path: RegExp): Promise<unknown> {
  return page
    .waitForRequest(
      (request: Request) =>
        request.method() === method && path.test(new URL(request.url()).pathname),
    )
    .then((request) => request.postDataJSON() as unknown);
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === "phone";
  test.describe(`${viewport.name} (${String(viewport.width)}×${String(viewport.height)})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 90_000 });

    test("default visibility and language: set in Settings, a new post starts from them after a reload", async ({
      page,
      axe,
    }) => {
      await signIn(page, "alice", { at: "/settings" });
      const posts = page.getByRole("region", { name: "Posts" });
      await posts.getByRole("combobox", { name: "Default visibility" }).selectOption("private");
      await posts.getByRole("combobox", { name: "Default language of posts" }).selectOption("de");
      const saved = nextBody(page, "PATCH", /\/api\/v1\/accounts\/update_credentials$/);
      await posts.getByRole("button", { name: "Save" }).click();
      expect(await saved).toEqual({ source: { privacy: "private", language: "de" } });
      await expect(posts.getByRole("status")).toHaveText("Saved");
      await expectAccessibleInBothThemes(page, axe);

      await page.goto("/home");
      await page.reload();
      // The phone's composer opens from its button, in a dialog.
      if (phone) await page.getByRole("button", { name: "New post" }).click();
      const form = (phone ? page.getByRole("dialog", { name: "New post" }) : page).getByRole(
        "form",
        { name: "New post" },
      );
      await expect(form.getByRole("combobox", { name: "Visibility" })).toHaveValue("private");
      await expect(form.getByRole("combobox", { name: "Language" })).toHaveValue("de");
      await form.getByRole("combobox", { name: "New post" }).fill("Guten Morgen!");
      const sent = nextBody(page, "POST", /\/api\/v1\/statuses$/);
      await form.getByRole("button", { name: "Publish" }).click();
      expect(await sent).toMatchObject({ visibility: "private", language: "de" });
    });

    test("a followers-only repost sends visibility: private and is marked", async ({
      page,
      demo,
    }) => {
      const id = await demo.fixture("fourImages");
      await signIn(page, "bob", { at: `/post/${id}` });
      const card = page.locator(`article[data-post-id="${id}"]`);
      await card.getByRole("button", { name: "Repost", exact: true }).click();
      const sent = nextBody(page, "POST", new RegExp(`/api/v1/statuses/${id}/reblog$`));
      await page.getByRole("menuitem", { name: "Repost to followers only" }).click();
      expect(await sent).toEqual({ visibility: "private" });
      await expect(card.getByRole("button", { name: "Repost", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.goto("/@bob");
      await expect(page.getByText("to followers only").first()).toBeVisible();
    });

    test("a public repost sends visibility: public, is marked, and shows on the profile for everyone", async ({
      page,
      demo,
    }) => {
      const id = await demo.fixture("fourImages");
      await signIn(page, "bob", { at: `/post/${id}` });
      const card = page.locator(`article[data-post-id="${id}"]`);
      await card.getByRole("button", { name: "Repost", exact: true }).click();
      const sent = nextBody(page, "POST", new RegExp(`/api/v1/statuses/${id}/reblog$`));
      await page.getByRole("menuitem", { name: "Repost", exact: true }).click();
      // From 4.3.0 the server reads a body; 4.3.0 refuses the call without one.
      expect(await sent).toEqual({ visibility: "public" });
      await expect(card.getByRole("button", { name: "Repost", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.goto("/@bob");
      // The repost heads bob's posts: the original, under his name, for everyone.
      const repost = page
        .getByRole("feed")
        .locator(`article[data-post-id="${id}"]`)
        .filter({ hasText: "Reposted by" });
      const banner = repost.getByText("Reposted by", { exact: true });
      await expect(banner).toBeVisible();
      await expect(repost.getByText("to followers only")).toHaveCount(0);
      // A reload shows the repost the server keeps.
      await page.reload();
      await expect(banner).toBeVisible();
    });

    test("Sessions: this device is marked, another is signed out after confirming", async ({
      page,
      axe,
    }) => {
      await signIn(page, "alice", { at: "/settings" });
      const sessions = page.getByRole("region", { name: "Sessions" });
      await expect(sessions.getByText("This device")).toHaveCount(1);
      await expect(sessions.getByText("Tusky")).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);
      await sessions.getByRole("button", { name: "Sign out Tusky" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("Sign out this session?");
      const ended = page.waitForResponse(
        (answer) =>
          answer.request().method() === "DELETE" &&
          /\/api\/v1\/settings\/sessions\/\d+$/.test(answer.url()),
      );
      await dialog.getByRole("button", { name: "Sign out" }).click();
      expect((await ended).status()).toBe(204);
      await expect(sessions.getByText("Tusky")).toHaveCount(0);
      // Still signed in here.
      await page.reload();
      await expect(page.getByRole("region", { name: "Sessions" })).toBeVisible();
    });

    test("an identity proof is removed after confirming", async ({ page, axe }) => {
      await signIn(page, "alice", { at: "/settings/identity-proof" });
      const proofs = page.getByRole("region", { name: "Your identity proofs" });
      const remove = proofs.getByRole("button", { name: /^Remove \$ETH/ });
      await expect(remove).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);
      await remove.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("from your profile?");
      const sent = nextBody(page, "DELETE", /\/api\/v1\/accounts\/identity_proof$/);
      await dialog.getByRole("button", { name: "Remove" }).click();
      expect(await sent).toEqual({
        did: "did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      });
      await expect(page.getByRole("region", { name: "Your identity proofs" })).toHaveCount(0);
    });

    test("the bot mark is ticked on Edit profile and saved", async ({ page }) => {
      await signIn(page, "alice", { at: "/settings/profile" });
      const bot = page.getByRole("checkbox", { name: "Automated account (bot)" });
      await expect(bot).not.toBeChecked();
      await bot.check();
      const saved = page.waitForResponse(
        (answer) =>
          answer.request().method() === "PATCH" && answer.url().endsWith("/update_credentials"),
      );
      await page.getByRole("button", { name: "Save" }).click();
      const answer = await saved;
      expect(answer.request().postDataJSON()).toMatchObject({ bot: true });
      expect(answer.status()).toBe(200);
      // The profile again, then the form anew: it starts from the saved mark.
      await expect(page).toHaveURL(/\/@alice$/);
      await page.goto("/settings/profile");
      await expect(page.getByRole("checkbox", { name: "Automated account (bot)" })).toBeChecked();
    });

    test("a non-admin loads a remote profile's featured posts", async ({ page, axe }) => {
      await signIn(page, "alice", { at: "/@carol@remote.example" });
      await page.getByRole("button", { name: "More profile actions" }).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem", { name: "Load latest posts" })).toBeVisible();
      await expectAccessibleInBothThemes(page, axe, { exclude: [".post-content"] });
      const sent = nextBody(page, "POST", /\/api\/v1\/accounts\/[^/]+\/load_activities$/);
      await menu.getByRole("menuitem", { name: "Load featured posts" }).click();
      expect(await sent).toEqual({ collection: "featured" });
      await expect(page.getByText(/Loading the featured posts/)).toBeVisible();
    });
  });
}
