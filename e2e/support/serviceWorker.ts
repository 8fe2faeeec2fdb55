import { expect, type Page } from "@playwright/test";

/** Waits until the app's service worker is active and controls the page, its precache filled. */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not controlled until the worker claims it or the page reloads.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
