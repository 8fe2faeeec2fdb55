import type { Page } from "@playwright/test";

/**
 * Requests matching `pattern` wait until the returned `release()` is called,
 * then go on to the server: the page shows what it does without them.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
