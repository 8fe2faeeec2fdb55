import { accountKey } from "./accountKeys";
import { removeAccountKeys } from "./accountStorage";
import { changeLocalStorage, local, tab, type TextStore } from "./browserStorage";

/**
 * One account's part of the browser's storage: every per-account module
 * (drafts, recent emoji, open invoices, reading positions, seen messages)
 * reads and writes through the store of the account the session shows, so
 * it never asks storage whose turn it is, and signing out clears the store:
 * no key of the account can be missed. `accountId` null is the one account
 * of before there were several, under plain keys.
 */
export interface AccountStore {
  readonly accountId: string | null;
  /** Kept across visits (localStorage), under the account's keys. */
  readonly local: TextStore;
  /** Kept for this tab's life (sessionStorage), under the account's keys. */
  readonly tab: TextStore;
}

function bound(area: TextStore, accountId: string | null): TextStore {
  const own = accountKey(accountId, "");
  return {
    get: (key) => area.get(accountKey(accountId, key)),
    set: (key, value) => area.set(accountKey(accountId, key), value),
    remove: (key) => {
      area.remove(accountKey(accountId, key));
    },
    // The account's keys, without the account's part. The plain keys' store
    // lists every key (it is the store of before there were several).
    keys: () =>
      area
        .keys()
        .filter((key) => key.startsWith(own))
        .map((key) => key.slice(own.length)),
  };
}

const stores = new Map<string | null, AccountStore>();

/** The store of an account: the same object for the same account, so React sees no change. */
export function accountStore(accountId: string | null): AccountStore {
  let store = stores.get(accountId);
  if (!store) {
    store = { accountId, local: bound(local, accountId), tab: bound(tab, accountId) };
    stores.set(accountId, store);
  }
  return store;
}

/**
 * An account's session ends here: all it kept goes, in both areas, or all
 * but its drafts when its token expired (nothing typed is lost, and it finds
 * them at its next sign-in).
 */
export function clearAccountStore(store: AccountStore, { keepDrafts }: { keepDrafts: boolean }) {
  changeLocalStorage((storage) => {
    removeAccountKeys(storage, store.accountId, { keepDrafts });
  });
  // This tab's keys (reading positions, the keys of posts being sent) go
  // with the account; an expired one keeps them with its drafts.
  if (keepDrafts || store.accountId === null) return;
  for (const key of store.tab.keys()) store.tab.remove(key);
}
