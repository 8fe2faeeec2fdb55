import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { VIEWPORTS } from "../support/views";

/**
 * Direct messages and followed conversations on a 5.9 server: reading a
 * conversation and answering it, starting a new one, and following a
 * conversation, at a desktop's and a phone's width, with axe in both themes.
 */

const REPLY = "Reply to everyone in the conversation";

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === "phone";

  test.describe(`${viewport.name} (${String(viewport.width)}×${String(viewport.height)})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 90_000 });

    /** Messages, from the sidebar or the phone's More menu, where an unread one is said. */
    async function openMessages(page: Page) {
      const nav = page.getByRole("navigation", { name: "Main" });
      if (phone) {
        await nav.getByRole("button", { name: "More" }).click();
        await page.getByRole("menuitem", { name: "Messages (Unread messages)" }).click();
      } else {
        await nav.getByRole("link", { name: /^Messages.*Unread messages/ }).click();
      }
      await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    }

    test("read a conversation and answer everyone in it, directly", async ({ page, axe }) => {
      await signIn(page, "alice");
      await openMessages(page);
      const list = page.getByRole("list", { name: "Conversations" });
      const walk = list.getByRole("link", { name: /^Dave Moreau, Carol.*, Unread$/ });
      await expect(walk).toBeVisible();
      await expectAccessibleInBothThemes(page, axe);

      await walk.click();
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "Conversation with @dave@social.example, @carol@remote.example",
        }),
      ).toBeVisible();
      const field = page.getByRole("textbox", { name: REPLY });
      await expect(field).toHaveValue("@dave@social.example @carol@remote.example ");
      await expectAccessibleInBothThemes(page, axe, { exclude: [".post-content"] });

      // To the end of the text (End alone stops at the end of a wrapped line).
      await field.press("Control+End");
      await field.pressSequentially("See you at 7!");
      const sent = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/api/v1/statuses"),
      );
      await page.getByRole("button", { name: "Send" }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        status: "@dave@social.example @carol@remote.example See you at 7!",
        visibility: "direct",
      });
      await expect(page.getByRole("article").filter({ hasText: "See you at 7!" })).toBeVisible();

      // Back in the list, the conversation is read.
      await page.getByRole("link", { name: "Messages", exact: true }).first().click();
      await expect(list.getByRole("link", { name: /^Dave Moreau, Carol[^,]*$/ })).toBeVisible();
    });

    test("start a new message", async ({ page }) => {
      await signIn(page, "alice");
      await page.goto("/messages");
      await page.getByRole("link", { name: "New message" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New message" })).toBeVisible();
      await page.getByRole("combobox", { name: "Add a person by address" }).fill("bob");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByRole("list", { name: "To" }).getByText("@bob")).toBeVisible();
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Lunch tomorrow?");
      const sent = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/api/v1/statuses"),
      );
      await page.getByRole("button", { name: "Send" }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        status: "@bob Lunch tomorrow?",
        visibility: "direct",
      });
      await expect(
        page.getByRole("heading", { level: 1, name: "Conversation with @bob" }),
      ).toBeVisible();
      await expect(page.getByRole("article").filter({ hasText: "Lunch tomorrow?" })).toBeVisible();
    });

    test("follow a conversation; the state shows after a reload", async ({ page, demo, axe }) => {
      const post = await demo.fixture("groupMessage");
      await signIn(page, "alice");
      await page.goto(`/post/${post}`);
      await page.getByRole("button", { name: "Follow conversation" }).click();
      await expect(page.getByRole("button", { name: "Stop following" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: "Stop following" })).toBeVisible();
      // The post's menu says the same.
      await page
        .locator(`article[data-post-id="${post}"]`)
        .getByRole("button", { name: "More actions" })
        .click();
      await expect(page.getByRole("menuitem", { name: "Stop following" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expectAccessibleInBothThemes(page, axe, { exclude: [".post-content"] });
    });
  });
}
