import type { AccountList } from "@/state/storage/accountKeys";

/*
 * The session list's rules the app needs beside signing in (withAccount, in
 * the storage scheme, which the landing page uses too): kept apart so the
 * landing page does not carry them.
 */

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
