import { expect, signIn, test } from "./support/fixtures";

// What the page shows agrees with the last thing the person did, and with the
// server, on every screen that shows it: quick clicks and failures settle on
// the last click; an edit shows on every card without a reload.

test("two quick likes end in the state of the last click, even when the first request fails", async ({
  page,
  demo,
}) => {
  await signIn(page, "bob");
  const id = await demo.fixture("fourImages");
  await page.goto(`/post/${id}`);
  const like = page
    .locator(`article[data-post-id="${id}"]`)
    .getByRole("button", { name: "Like", exact: true });
  await expect(like).toHaveAttribute("aria-pressed", "false");

  const sent: string[] = [];
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  await page.route(/\/api\/v1\/statuses\/[^/]+\/(favourite|unfavourite)$/, async (route) => {
    const action = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    sent.push(action);
    if (sent.length === 1) {
      await firstHeld;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "internal error", error_description: "internal error" }),
      });
    } else {
      await route.continue();
    }
  });

  // Like, then undo it at once, while the like is still on its way; the like fails.
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  releaseFirst();
  await expect.poll(() => sent.length).toBe(1);
  await page.waitForTimeout(500);
  await expect(like).toHaveAttribute("aria-pressed", "false");
  expect(sent).toEqual(["favourite"]);

  // Like, unlike, like again: the first fails, the last click still wins on the server.
  sent.length = 0;
  let releaseAgain: () => void = () => undefined;
  const againHeld = new Promise<void>((resolve) => {
    releaseAgain = resolve;
  });
  await page.unroute(/\/api\/v1\/statuses\/[^/]+\/(favourite|unfavourite)$/);
  await page.route(/\/api\/v1\/statuses\/[^/]+\/(favourite|unfavourite)$/, async (route) => {
    const action = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    sent.push(action);
    if (sent.length === 1) {
      await againHeld;
      await route.fulfill({ status: 500, body: "" });
    } else {
      await route.continue();
    }
  });
  await like.click();
  await like.click();
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  releaseAgain();
  await expect.poll(() => sent).toEqual(["favourite", "favourite"]);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(
    page
      .locator(`article[data-post-id="${id}"]`)
      .getByRole("button", { name: "Like", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
});

test("a profile save shows the new name on the post cards without a reload", async ({ page }) => {
  await signIn(page, "alice");
  const home = page.getByRole("feed", { name: "Home" });
  await expect(home.getByRole("article").first()).toBeVisible();
  await expect(home.getByText("Alice Liddell").first()).toBeVisible();

  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("link", { name: /Edit profile/ }).click();
  const name = page.getByRole("textbox", { name: "Display name" });
  await name.fill("Alice in Wonderland");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/@alice/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alice in Wonderland");

  // Back on home, in the app (no reload): her cards carry the new name.
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(home.getByText("Alice in Wonderland").first()).toBeVisible();
  await expect(home.getByText("Alice Liddell")).toHaveCount(0);
});
