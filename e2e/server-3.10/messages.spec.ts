import { expect, signIn, test } from "../support/fixtures";

/**
 * A 3.10 server has the direct timeline but no conversations nor following
 * one: Messages shows the direct messages as posts, and none of the 4.x
 * controls or calls.
 */
test("direct messages from the direct timeline on 3.10", async ({ page, demo }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await signIn(page, "alice");
  // The shortcut, once the app is drawn.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("feed", { name: "Home" }).getByRole("article").first()).toBeVisible();
  await page.keyboard.press("m");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const feed = page.getByRole("feed", { name: "Messages" });
  await expect(
    feed.locator(`article[data-post-id="${await demo.fixture("directFromCarol")}"]`),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Conversations" })).toHaveCount(0);

  await page.goto(`/post/${await demo.fixture("directFromCarol")}`);
  await expect(page.locator('article[aria-current="true"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Follow conversation" })).toHaveCount(0);
  await page
    .locator('article[aria-current="true"]')
    .getByRole("button", { name: "More actions" })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Follow conversation" })).toHaveCount(0);

  expect(
    asked.filter((path) => /\/api\/v1\/conversations$|\/conversation_tracking$/.test(path)),
  ).toEqual([]);
  expect(asked).toContain("/api/v1/timelines/direct");
});
