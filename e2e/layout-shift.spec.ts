import { E2E_CHROMIUM_ARGS, e2eChromiumPath } from "./support/chromium";
import { expect, signIn, test } from "./support/fixtures";

/**
 * The page does not shift sideways when its scroll bar appears: the bar's
 * room is kept from the start (scrollbar-gutter), so a screen that grows
 * past the window once its posts arrive keeps its place.
 */
test.use({
  viewport: { width: 1280, height: 900 },
  // Headless Chromium hides scroll bars unless told not to: here they take their room.
  launchOptions: {
    executablePath: e2eChromiumPath(),
    args: E2E_CHROMIUM_ARGS,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

test("the shell stays in place when the scroll bar appears", async ({ page }) => {
  await signIn(page, "alice");
  // A short page first: no scroll bar.
  await page.goto("/follow-requests");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const place = () =>
    page.evaluate(() => {
      const main = document.querySelector(".shell-main")?.getBoundingClientRect();
      return {
        scrolls: document.documentElement.scrollHeight > window.innerHeight,
        left: main?.left ?? -1,
        right: main?.right ?? -1,
      };
    });
  const short = await place();
  expect(short.scrolls).toBe(false);
  // Then one that grows past the window.
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page.getByRole("feed", { name: "Home" }).getByRole("article").first()).toBeVisible();
  const long = await place();
  expect(long.scrolls).toBe(true);
  expect({ left: long.left, right: long.right }).toEqual({ left: short.left, right: short.right });
});
