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

/**
 * The start of every key of one account: spelled here only (public/boot.js,
 * which runs before the app, repeats it; a test compares the two).
 */
export const ACCOUNT_KEY_PREFIX = "account:";

/**
 * Drafts are kept under this prefix among an account's keys, one key per
 * reply target.
 */
export const DRAFT_PREFIX = "post_content_";

/** The direct messages opened here, one key per account. */
export const SEEN_MESSAGES_KEY = "messages_seen";

export interface AccountList {
  /** The account the app shows, if any. */
  current: string | null;
  /** Every account with a token here, in the switcher's order. */
  ids: string[];
}

export function accountKey(accountId: string | null, key: string): string {
  return accountId === null ? key : `${ACCOUNT_KEY_PREFIX}${accountId}:${key}`;
}

/** The stored list; anything unreadable is no list. */
export function parseAccountList(raw: string | null): AccountList {
  try {
    const value = JSON.parse(raw ?? "{}") as { current?: unknown; ids?: unknown };
    const ids = Array.isArray(value.ids)
      ? value.ids.filter((id): id is string => typeof id === "string")
      : [];
    return { current: ids.find((id) => id === value.current) ?? null, ids };
  } catch {
    return { current: null, ids: [] };
  }
}

/** Signing in adds the account at the end (or keeps its place) and makes it current. */
export function withAccount(list: AccountList, id: string): AccountList {
  return { current: id, ids: list.ids.includes(id) ? list.ids : [...list.ids, id] };
}
