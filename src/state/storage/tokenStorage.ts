import {
  ACCOUNTS_KEY,
  accountKey,
  parseAccountList,
  withAccount,
  type AccountList,
} from "./accountKeys";

/** Each account's token lives in localStorage under its own auth_token. */
export const TOKEN_KEY = "auth_token";

/**
 * The account this tab shows: its own choice (sessionStorage, so a switch in
 * one tab does not pull another tab's drafts along), else the one the last
 * switch or sign-in chose.
 */
const TAB_ACCOUNT_KEY = "account";

export function readAccountList(): AccountList {
  try {
    return parseAccountList(localStorage.getItem(ACCOUNTS_KEY));
  } catch {
    return { current: null, ids: [] };
  }
}

/**
 * Stores the list and makes its current account this tab's. An empty list
 * is left as it is written: the last session's end clears storage.
 */
export function writeAccountList(list: AccountList): void {
  try {
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(list));
    if (list.current !== null) sessionStorage.setItem(TAB_ACCOUNT_KEY, list.current);
  } catch {
    // Storage off: the session lasts as long as the page.
  }
}

export function currentAccount(): string | null {
  try {
    const list = parseAccountList(localStorage.getItem(ACCOUNTS_KEY));
    const tab = sessionStorage.getItem(TAB_ACCOUNT_KEY);
    return tab !== null && list.ids.includes(tab) ? tab : list.current;
  } catch {
    return null;
  }
}

export function readToken(accountId: string | null = currentAccount()): string | null {
  try {
    return localStorage.getItem(accountKey(accountId, TOKEN_KEY));
  } catch {
    return null;
  }
}

/** A signed-in account: its token is kept and it becomes the current one. */
export function writeToken(accountId: string, token: string): void {
  localStorage.setItem(accountKey(accountId, TOKEN_KEY), token);
  writeAccountList(withAccount(readAccountList(), accountId));
}

/** Ending the last session clears all local storage. */
export function clearStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}
