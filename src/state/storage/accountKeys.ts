/**
 * The browser-storage key scheme for several accounts of this instance. What
 * belongs to one account (its token, kept user, drafts, open invoices, recent
 * emoji, reading positions) lives under `account:<id>:<key>`; what the
 * accounts share (instance info, the composer's height) keeps its plain key.
 * The accounts signed in, in the switcher's order, and the current one are
 * one record under `accounts`. An account id is the server's id of the user.
 * Plain keys of one account (before there were several) are read only while
 * no account is known: `accountKey(null, key)` is the key itself.
 */
export const ACCOUNTS_KEY = "accounts";

export interface AccountList {
  /** The account the app shows, if any. */
  current: string | null;
  /** Every account with a token here, in the switcher's order. */
  ids: string[];
}

export function accountKey(accountId: string | null, key: string): string {
  return accountId === null ? key : `account:${accountId}:${key}`;
}

/** The stored list; anything unreadable is no list. */
export function parseAccountList(raw: string | null): AccountList {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<AccountList> | null;
    const ids = Array.isArray(value?.ids)
      ? value.ids.filter((id): id is string => typeof id === "string")
      : [];
    const current = typeof value?.current === "string" ? value.current : null;
    return { current: current !== null && ids.includes(current) ? current : null, ids };
  } catch {
    return { current: null, ids: [] };
  }
}

/** Signing in adds the account at the end (or keeps its place) and makes it current. */
export function withAccount(list: AccountList, id: string): AccountList {
  return { current: id, ids: list.ids.includes(id) ? list.ids : [...list.ids, id] };
}

/** Switching to an account not in the list changes nothing. */
export function switchedTo(list: AccountList, id: string): AccountList {
  return list.ids.includes(id) ? { ...list, current: id } : list;
}

/**
 * Signing out or an expired token takes the account out; when it was the
 * current one, the next in order takes its place (the one before it when it
 * was last), and none when it was the only one.
 */
export function withoutAccount(list: AccountList, id: string): AccountList {
  const index = list.ids.indexOf(id);
  if (index < 0) return list;
  const ids = list.ids.filter((other) => other !== id);
  if (list.current !== id) return { current: list.current, ids };
  return { current: ids[index] ?? ids[index - 1] ?? null, ids };
}
