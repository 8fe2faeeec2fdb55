import { useCallback, useSyncExternalStore } from "react";
import { addRecentSearch, readRecentSearches } from "@/domain/recentSearches";
import type { AccountStore } from "@/state/storage/accountStore";
import { useAccountStore } from "@/state/session/sessionContext";

/**
 * The account's recent searches (the queries sent), newest first, kept in
 * this browser under the account's own keys: another account signed in here
 * has its own, and signing out forgets them.
 */
const KEY = "recent_searches";
const listeners = new Set<() => void>();
let cache: { store: AccountStore | null; stored: string | null; list: string[] } = {
  store: null,
  stored: null,
  list: [],
};

function snapshot(store: AccountStore): string[] {
  const stored = store.local.get(KEY);
  if (store === cache.store && stored === cache.stored) return cache.list;
  cache = { store, stored, list: readRecentSearches(stored) };
  return cache.list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function write(store: AccountStore, list: string[]): void {
  // Blocked storage: the list just does not change.
  if (list.length === 0) store.local.remove(KEY);
  else store.local.set(KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export function useRecentSearches(): {
  recent: string[];
  remember: (query: string) => void;
  forget: (query: string) => void;
  forgetAll: () => void;
} {
  const store = useAccountStore();
  const read = useCallback(() => snapshot(store), [store]);
  const recent = useSyncExternalStore(subscribe, read, read);
  const remember = useCallback(
    (query: string) => write(store, addRecentSearch(snapshot(store), query)),
    [store],
  );
  const forget = useCallback(
    (query: string) =>
      write(
        store,
        snapshot(store).filter((item) => item !== query),
      ),
    [store],
  );
  const forgetAll = useCallback(() => write(store, []), [store]);
  return { recent, remember, forget, forgetAll };
}
