import type { Browser, BrowserContext } from "@playwright/test";

export const VIEWPORT = { width: 1280, height: 900 };

/** The demo's token for alice, who follows the people of the bulk posts. */
export const ALICE_TOKEN = "demo-token-alice";

/**
 * A fresh browser context: an empty HTTP cache and storage, signed in with
 * `token` from the first load (the app reads it from localStorage), or a
 * visitor. The caller adds its probe.
 */
export async function newBenchContext(
  browser: Browser,
  origin: string,
  token: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: {
      cookies: [],
      origins: token ? [{ origin, localStorage: [{ name: "auth_token", value: token }] }] : [],
    },
  });
  // tsx keeps function names by wrapping them in __name(), which functions sent
  // to the page would otherwise not find; it comes before any probe.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  return context;
}
