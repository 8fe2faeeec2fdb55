import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * A visitor's `/` is drawn by a light page without the router; a link hands
 * over to the full app, whose code may still be on its way. Back and Forward
 * meanwhile show the page of the address: the landing page on `/` (with what
 * was typed there), the full app's page elsewhere.
 */

const signInButton = (page: Page) => page.getByRole("button", { name: "Sign in", exact: true });
const aboutDrawn = (page: Page) => page.getByRole("heading", { name: "Administrator" });

/** A promise and its resolve function. */
function deferred(): { promise: Promise<unknown>; resolve: () => void } {
  let resolve = () => undefined as unknown;
  const promise = new Promise((done) => {
    resolve = () => done(undefined);
  });
  return { promise, resolve: () => resolve() };
}

/** Holds the full app's code (the `start` chunk) until `release` is called. */
async function holdAppCode(page: Page): Promise<{ asked: Promise<unknown>; release: () => void }> {
  const held = deferred();
  const asked = deferred();
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route: Route) => {
    asked.resolve();
    await held.promise;
    await route.continue();
  });
  return { asked: asked.promise, release: held.resolve };
}

test("Back and Forward after the landing page followed a link", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Learn more" }).click();
  await expect(aboutDrawn(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(signInButton(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL("/about");
  await expect(aboutDrawn(page)).toBeVisible();
});

test("back on the landing page while the app's code loads, it stays, with what was typed", async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Learn more" }).click();
  await expect(page).toHaveURL("/about");
  await code.asked;
  await page.goBack();
  await expect(page).toHaveURL("/");
  const username = page.getByLabel("Username", { exact: true });
  await username.fill("alice");
  const served = page.waitForResponse(/\/assets\/start-[^/]*\.js$/);
  code.release();
  await served;
  // The app's start has everything it asks for by then.
  await page.waitForLoadState("networkidle");
  await expect(username).toHaveValue("alice");
  await expect(signInButton(page)).toBeVisible();

  // Forward again: the full app draws the page the link led to.
  await page.goForward();
  await expect(page).toHaveURL("/about");
  await expect(aboutDrawn(page)).toBeVisible();
});

test("a history entry added while the landing page is drawn shows its page on Forward", async ({
  page,
}) => {
  await page.goto("/");
  await expect(signInButton(page)).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, "", "/about");
    history.back();
  });
  await expect(page).toHaveURL("/");
  await expect(signInButton(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL("/about");
  await expect(aboutDrawn(page)).toBeVisible();
});
