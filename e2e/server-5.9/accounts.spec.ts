import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { VIEWPORTS, currentAccountId, keyOfAccount } from "../support/views";

/**
 * Several accounts of one instance at once: adding a second, switching back
 * and forth (each sees only its own home, notifications, drafts and likes),
 * logging one out, and one whose token the server refuses, at a desktop's
 * and a phone's width, with axe in both themes.
 */

/** A post made by `username` through the API, as another client would. */
async function postAs(page: Page, username: string, status: string, visibility: string) {
  const answer = await page.request.post("/api/v1/statuses", {
    headers: { Authorization: `Bearer demo-token-${username}` },
    data: { status, visibility },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { id: string }).id;
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === "phone";

  test.describe(`${viewport.name} (${String(viewport.width)}×${String(viewport.height)})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 120_000 });

    /** Opens the account menu: the sidebar's switcher, or the phone's More menu. */
    async function openAccounts(page: Page, username: string) {
      const nav = page.getByRole("navigation", { name: "Main" });
      if (phone) await nav.getByRole("button", { name: "More" }).click();
      else {
        await nav
          .getByRole("button", { name: new RegExp(`^Accounts, signed in as .*@${username}\\)`) })
          .click();
      }
      await expect(page.getByRole("menu")).toBeVisible();
    }

    async function switchTo(page: Page, from: string, to: string) {
      await openAccounts(page, from);
      await page.getByRole("menuitem", { name: new RegExp(`^Switch to .*@${to}\\)`) }).click();
      // The shell is drawn anew for the other account, without the menu: focus
      // starts at the content rather than falling to the page.
      await expect(page.getByRole("main")).toBeFocused();
    }

    /** Shown as `username`: its own profile link on the phone, the switcher on a desktop. */
    async function expectShownAs(page: Page, username: string) {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(
        phone
          ? nav.getByRole("link", { name: `My profile, @${username}` })
          : nav.getByRole("button", { name: new RegExp(`signed in as .*@${username}\\)`) }),
      ).toBeVisible();
    }

    /** The home composer's field: above the feed, or in the phone's dialog. */
    async function composer(page: Page) {
      if (phone) {
        await page.getByRole("button", { name: "New post" }).click();
        return page.getByRole("dialog", { name: "New post" }).getByRole("combobox", {
          name: "New post",
        });
      }
      return page.getByRole("combobox", { name: "New post" });
    }

    async function closeComposer(page: Page) {
      if (phone) await page.keyboard.press("Escape");
    }

    async function addAccount(page: Page, from: string, username: string) {
      await openAccounts(page, from);
      await page.getByRole("menuitem", { name: "Add account" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Add account" })).toBeVisible();
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password").fill("mitra-demo");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/home");
      await expectShownAs(page, username);
    }

    test("adds bob, switches back and forth: each sees its own home, drafts and likes", async ({
      page,
      axe,
    }) => {
      const forAlice = await postAs(page, "alice", "A note for alice alone", "direct");
      const shared = await postAs(page, "alice", "A public thought of alice's", "public");
      expect(forAlice).not.toBe("");
      await signIn(page, "alice");
      await expect(page.getByText("A note for alice alone")).toBeVisible();
      const field = await composer(page);
      await field.fill("Alice's unsent words");
      await closeComposer(page);

      await addAccount(page, "alice", "bob");
      await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
      await expect(page.getByRole("feed", { name: "Home" })).toBeVisible();
      await expect(page.getByText("A note for alice alone")).toHaveCount(0);
      await expect(await composer(page)).toHaveValue("");
      await closeComposer(page);
      await openAccounts(page, "bob");
      await expectAccessibleInBothThemes(page, axe);
      await page.keyboard.press("Escape");

      // A like as bob, on alice's public post; alice does not see it as hers.
      await page.goto(`/post/${shared}`);
      await expectShownAs(page, "bob");
      const article = page.getByRole("article").filter({ hasText: "A public thought of alice's" });
      const like = article.first().getByRole("button", { name: "Like", exact: true });
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await switchTo(page, "bob", "alice");
      await expectShownAs(page, "alice");
      await expect(
        page
          .getByRole("article")
          .filter({ hasText: "A public thought of alice's" })
          .first()
          .getByRole("button", { name: "Like", exact: true }),
      ).toHaveAttribute("aria-pressed", "false");

      // Alice's home, notifications and draft are hers again.
      await page.goto("/home");
      await expectShownAs(page, "alice");
      await expect(page.getByText("A note for alice alone")).toBeVisible();
      await expect(await composer(page)).toHaveValue("Alice's unsent words");
      await closeComposer(page);
      await page.goto("/notifications");
      await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
      // Bob's like is alice's news, not bob's.
      await expect(page.getByRole("main")).toContainText("A public thought of alice's");
      await switchTo(page, "alice", "bob");
      await expectShownAs(page, "bob");
      await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText("A public thought of alice's");
    });

    test("logs one account out and stays signed in as the other", async ({ page }) => {
      await signIn(page, "alice");
      await addAccount(page, "alice", "bob");
      const nav = page.getByRole("navigation", { name: "Main" });
      if (phone) {
        await nav.getByRole("button", { name: "More" }).click();
        await page.getByRole("menuitem", { name: "Log out" }).click();
      } else {
        await nav.getByRole("button", { name: "Log out" }).click();
      }
      await expectShownAs(page, "alice");
      await expect(page).toHaveURL(/\/home$/);
      await openAccounts(page, "alice");
      await expect(page.getByRole("menuitem", { name: /^Switch to/ })).toHaveCount(0);
      await page.keyboard.press("Escape");
      // A reload keeps alice.
      await page.reload();
      await expectShownAs(page, "alice");
    });

    test("logging one of two accounts out leaves none of its keys in this browser", async ({
      page,
    }) => {
      await postAs(page, "alice", "@bob A word for bob alone", "direct");
      await signIn(page, "alice");
      await addAccount(page, "alice", "bob");
      const bobId = (await currentAccountId(page)) ?? "";
      expect(bobId).not.toBe("");
      // Bob opens the message: what is shown counts as seen, kept in this browser.
      await page.goto("/messages");
      await page
        .getByRole("listitem")
        .filter({ hasText: "A word for bob alone" })
        .getByRole("link", { name: /Unread$/ })
        .click();
      await expect(page).toHaveURL(/\/messages\/./);
      const keys = () =>
        page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      const bobs = async () => (await keys()).filter((key) => key.includes(bobId));
      await expect.poll(bobs).toContain(keyOfAccount(bobId, "messages_seen"));
      const nav = page.getByRole("navigation", { name: "Main" });
      if (phone) {
        await nav.getByRole("button", { name: "More" }).click();
        await page.getByRole("menuitem", { name: "Log out" }).click();
      } else {
        await nav.getByRole("button", { name: "Log out" }).click();
      }
      await expectShownAs(page, "alice");
      expect(await bobs()).toEqual([]);
      // Alice's own keys are still there.
      const aliceId = (await currentAccountId(page)) ?? "";
      expect(await keys()).toContain(keyOfAccount(aliceId, "auth_token"));
    });

    test("a token the server refuses ends only its own account's session, its drafts kept", async ({
      page,
    }) => {
      await signIn(page, "alice");
      await addAccount(page, "alice", "bob");
      const field = await composer(page);
      await field.fill("Bob's unsent words");
      await closeComposer(page);
      const bobId = (await currentAccountId(page)) ?? "";
      const bob = {
        id: bobId,
        token:
          (await page.evaluate(
            (key) => localStorage.getItem(key),
            keyOfAccount(bobId, "auth_token"),
          )) ?? "",
      };
      await switchTo(page, "bob", "alice");
      await expectShownAs(page, "alice");
      // Bob's token ends elsewhere (as an expired one, it is answered 401).
      const revoked = await page.request.post("/oauth/revoke", {
        headers: { Authorization: `Bearer ${bob.token}` },
        data: { token: bob.token },
      });
      expect(revoked.ok()).toBe(true);
      // The next look at bob's unread count meets the refusal: bob's session
      // ends, alice's goes on.
      await page.reload();
      await expectShownAs(page, "alice");
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (JSON.parse(localStorage.getItem("accounts") ?? "{}") as { ids: string[] }).ids
                .length,
          ),
        )
        .toBe(1);
      await openAccounts(page, "alice");
      await expect(page.getByRole("menuitem", { name: /^Switch to/ })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/home$/);
      expect(
        await page.evaluate(
          (key) => localStorage.getItem(key),
          keyOfAccount(bob.id, "post_content_new"),
        ),
      ).toContain("Bob's unsent words");
      expect(
        await page.evaluate((key) => localStorage.getItem(key), keyOfAccount(bob.id, "auth_token")),
      ).toBeNull();
    });
  });
}
