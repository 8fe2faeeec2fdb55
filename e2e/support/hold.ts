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

/** The app's entry script: while it is held, only the page and public/boot.js have run. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds the app's entry script until `until` settles (a poll of what the page
 * has asked for meanwhile), then lets it run. Returns whether it is still held.
 */
export async function holdEntryUntil(
  page: Page,
  until: () => Promise<unknown>,
): Promise<() => boolean> {
  let held = true;
  await page.route(ENTRY_SCRIPT, async (route) => {
    await until();
    held = false;
    await route.continue();
  });
  return () => held;
}
