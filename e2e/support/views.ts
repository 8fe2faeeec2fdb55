import type { Page } from "@playwright/test";
import { accountKey } from "../../src/state/storage/accountKeys.ts";

/** Where the app keeps `key` of account `id` (the scheme is the storage module's). */
export const keyOfAccount = (id: string, key: string): string => accountKey(id, key);

/** The widths layout is checked at: a desktop window and a phone. */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export const SCHEMES = ["light", "dark"] as const;

/**
 * How far a test moves the page's clock to reach home's next look for new
 * posts: the client's 60 s interval (HOME_NEWS_REFRESH_MS) and a little more.
 */
export const HOME_POLL = 65_000;

/** Signed in with the demo's ready token, without going through the sign-in form. */
export async function withToken(page: Page, username: string): Promise<void> {
  await page.addInitScript(
    (token) => localStorage.setItem("auth_token", token),
    `demo-token-${username}`,
  );
}

/**
 * The signed-in account's storage key for `key`, once the app has recorded
 * the account: a token put in storage by `signIn` becomes the account's when
 * the server has named its user, and until then `ownStorageKey` gives the
 * plain key.
 */
export async function accountStorageKey(page: Page, key: string): Promise<string> {
  await page.waitForFunction(
    () =>
      typeof (JSON.parse(localStorage.getItem("accounts") ?? "{}") as { current?: unknown })
        .current === "string",
  );
  return ownStorageKey(page, key);
}

/** The current account's id, as the app's account list says; null when none is signed in. */
export async function currentAccountId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem("accounts") ?? "{}") as { current?: string };
    return list.current ?? null;
  });
}

/** The current account's storage key for `key` (each account keeps its own keys). */
export async function ownStorageKey(page: Page, key: string): Promise<string> {
  return accountKey(await currentAccountId(page), key);
}
