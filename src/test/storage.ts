import { accountKey } from "@/state/storage/accountKeys";
import { currentAccount } from "@/state/storage/tokenStorage";

/** The key of `key` for the account storage calls current (the plain key while none is). */
export function ownKey(key: string): string {
  return accountKey(currentAccount(), key);
}

/** The current account's stored value for `key` (its plain key while no account is known). */
export function ownItem(key: string): string | null {
  return localStorage.getItem(ownKey(key));
}

export function setOwnItem(key: string, value: string): void {
  localStorage.setItem(ownKey(key), value);
}

/** A draft kept for `target` by whichever account wrote it (an ended session keeps its drafts). */
export function anyDraft(target: string): string | null {
  const name = `post_content_${target}`;
  const key = Object.keys(localStorage).find((k) => k === name || k.endsWith(`:${name}`));
  return key === undefined ? null : localStorage.getItem(key);
}
