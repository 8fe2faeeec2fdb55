import type { Browser, BrowserContext } from "@playwright/test";

export const VIEWPORT = { width: 1280, height: 900 };

/** The demo's token for alice, who follows the people of the bulk posts. */
export const ALICE_TOKEN = "demo-token-alice";

/** One localStorage entry. */
export interface StoredItem {
  name: string;
  value: string;
}

/**
 * A fresh browser context: an empty HTTP cache and storage, signed in with
 * `token` from the first load (the app reads it from localStorage), or a
 * visitor; or with `kept`, the storage an earlier visit left (its token
 * among it). The caller adds its probe.
 */
export async function newBenchContext(
  browser: Browser,
  origin: string,
  token: string | null,
  kept?: readonly StoredItem[],
): Promise<BrowserContext> {
  const localStorage = kept ? [...kept] : token ? [{ name: "auth_token", value: token }] : [];
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: {
      cookies: [],
      origins: localStorage.length > 0 ? [{ origin, localStorage }] : [],
    },
  });
  // tsx keeps function names by wrapping them in __name(), which functions sent
  // to the page would otherwise not find; it comes before any probe.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  return context;
}
