import { createStore, type Store } from "@/ui/store";
import type { AccountList } from "@/state/storage/accountKeys";
import {
  clearAllButDrafts,
  migrateLegacyKeys,
  migrateOnStart,
} from "@/state/storage/accountStorage";
import { accountStore, clearAccountStore } from "@/state/storage/accountStore";
import { changeLocalStorage } from "@/state/storage/browserStorage";
import { keptCopies } from "@/state/storage/keptCopies";
import {
  clearStorage,
  currentAccount,
  readAccountList,
  readToken,
  writeAccountList,
  writeToken,
} from "@/state/storage/tokenStorage";
import { switchedTo, withoutAccount } from "./accountList";
import { sessionReducer, type SessionEvent, type SessionState } from "./sessionState";

/**
 * The session as kept at the last visit. Before any editor reads a draft,
 * the keys of the one account of before become its own.
 */
function readStoredSession(): SessionState {
  changeLocalStorage(migrateOnStart);
  const current = currentAccount();
  const accounts = readAccountList().ids;
  const tokens: Record<string, string> = {};
  for (const id of accounts) {
    const token = readToken(id);
    if (token !== null) tokens[id] = token;
  }
  const legacyToken = current === null ? readToken(null) : null;
  return { accounts, current, tokens, legacyToken, expired: false };
}

/** The list as stored, showing this page's account when the list holds it. */
function showing(list: AccountList, after: SessionState): AccountList {
  return after.current !== null && list.ids.includes(after.current)
    ? { ...list, current: after.current }
    : list;
}

/**
 * What storage keeps after each event: the one place that writes the
 * session. The stored list is changed by the same rules, not replaced by
 * this page's: another page of the app may have signed in another account
 * meanwhile, and it stays.
 */
function persist(event: SessionEvent, after: SessionState): void {
  switch (event.type) {
    case "signedIn":
      writeToken(event.id, event.token);
      return;
    case "switched":
      writeAccountList(switchedTo(readAccountList(), event.id));
      return;
    case "ended": {
      const keepDrafts = event.reason === "expired";
      const leaving = event.id;
      const list = readAccountList();
      const next = leaving === null ? list : withoutAccount(list, leaving);
      // The posts kept for reading offline go either way: they are the server's, not typed here.
      if (leaving !== null) void keptCopies.forgetAccount(leaving);
      if (next.ids.length === 0) {
        // The account list goes with the rest.
        if (keepDrafts) changeLocalStorage(clearAllButDrafts);
        else clearStorage();
        return;
      }
      clearAccountStore(accountStore(leaving), { keepDrafts });
      writeAccountList(showing(next, after));
      return;
    }
    case "otherExpired":
      void keptCopies.forgetAccount(event.id);
      clearAccountStore(accountStore(event.id), { keepDrafts: true });
      writeAccountList(withoutAccount(readAccountList(), event.id));
      return;
    case "legacyAdopted":
      // The keys move to the user's, here or already in another page of the
      // app that knew the user first; either way this page shows the account
      // (a page left without it would end no session on logging out).
      if (readToken(null) === event.token) {
        changeLocalStorage((storage) => {
          migrateLegacyKeys(storage, event.id);
        });
      }
      writeAccountList(switchedTo(readAccountList(), event.id));
      return;
  }
}

export interface SessionStore extends Pick<Store<SessionState>, "get" | "subscribe"> {
  /** Applies an event: the reducer's next state, kept in storage first. */
  dispatch: (event: SessionEvent) => void;
}

/** The session of this page, read from storage once; every event then kept there. */
export function createSessionStore(): SessionStore {
  const store = createStore(readStoredSession());
  return {
    get: store.get,
    subscribe: store.subscribe,
    dispatch: (event) => {
      const before = store.get();
      const after = sessionReducer(before, event);
      // An event that changes nothing (a second report of one failure) keeps nothing either.
      if (after === before) return;
      persist(event, after);
      store.set(after);
    },
  };
}
