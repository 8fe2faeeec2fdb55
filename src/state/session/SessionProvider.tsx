import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isInvalidTokenError } from "@/api/errors";
import { revokeToken } from "@/api/oauth";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { currentUserKeys, currentUserQuery } from "./currentUser";
import { SessionContext, type Session } from "./sessionContext";
import { askAgain } from "@/state/askAgain";
import { keepUser, readKeptUser } from "./keptSession";
import { instanceKeys } from "@/state/instance";
import type { AccountList } from "@/state/storage/accountKeys";
import { switchedTo, withoutAccount } from "./accountList";
import {
  clearAllButDrafts,
  migrateLegacyKeys,
  migrateOnStart,
} from "@/state/storage/accountStorage";
import { accountStore, clearAccountStore } from "@/state/storage/accountStore";
import {
  clearStorage,
  currentAccount,
  readAccountList,
  readToken,
  writeAccountList,
  writeToken,
} from "@/state/storage/tokenStorage";
import { OTHER_ACCOUNT_KEY } from "./otherAccounts";
import { changeLocalStorage } from "@/state/storage/browserStorage";

interface Current {
  token: string | null;
  /** Null for a token kept from before there were several accounts, until its user is known. */
  accountId: string | null;
  accounts: readonly string[];
}

function readCurrent(): Current {
  const accountId = currentAccount();
  return { token: readToken(accountId), accountId, accounts: readAccountList().ids };
}

/** Storage operations that may meet blocked storage: the session then lives in the page only. */
const inStorage = changeLocalStorage;

/**
 * The session: the accounts signed in on this browser (each with its token
 * and keys, state/storage/accountKeys.ts) and the one shown. The current
 * token is validated by fetching the current user; 'access token is invalid'
 * ends that account's session locally. Meanwhile the user kept from the last
 * visit draws the app, so a slow or hanging server never holds the shell back.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<Current>(() => {
    // Before any editor reads a draft: the keys of the one account of before
    // become its own.
    inStorage(migrateOnStart);
    return readCurrent();
  });
  const { token, accountId } = current;
  const [expired, setExpired] = useState(false);
  const userQuery = useQuery({ ...currentUserQuery(token ?? ""), enabled: token !== null });
  const kept = useMemo(() => (token ? readKeptUser(accountId) : null), [token, accountId]);
  const user = userQuery.data ?? kept;

  useEffect(() => {
    const known = userQuery.data;
    if (!known) return;
    // A token kept from before, whose user was not kept: now its keys move to
    // the user's, here or already in another page of the app that knew the
    // user first. Either way this page now shows that account (a page left
    // without it would end no session on logging out).
    if (accountId === null && token !== null) {
      if (readToken(null) === token) {
        inStorage((storage) => {
          migrateLegacyKeys(storage, known.id);
        });
      }
      if (readToken(known.id) === token) {
        writeAccountList(switchedTo(readAccountList(), known.id));
        // The account list in storage changed: the session reads it again, once.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setCurrent(readCurrent());
      }
    }
    keepUser(known);
  }, [userQuery.data, accountId, token]);

  /**
   * Shows the list's current account. Nothing of one account may show under
   * another's name: every cached answer but instance info goes.
   */
  const show = useCallback(
    (list: AccountList) => {
      writeAccountList(list);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== instanceKeys.detail[0],
      });
      setCurrent(readCurrent());
    },
    [queryClient],
  );

  /**
   * The current account's session ends here: the next account takes its
   * place, or the landing page when none is left. An expired token keeps
   * its drafts for the next sign-in, and the landing page says why the
   * person is back there.
   */
  const end = useCallback(
    (reason: "signedOut" | "expired") => {
      const keepDrafts = reason === "expired";
      // The account drawn when the failure was seen: a second report of the
      // same failure finds it gone and ends no other account.
      const list = readAccountList();
      const leaving = accountId;
      const next = leaving === null ? list : withoutAccount(list, leaving);
      if (next.ids.length === 0) {
        // The account list goes with the rest.
        if (keepDrafts) inStorage(clearAllButDrafts);
        else clearStorage();
        queryClient.clear();
        setCurrent(readCurrent());
        setExpired(keepDrafts);
        return;
      }
      clearAccountStore(accountStore(leaving), { keepDrafts });
      setExpired(false);
      show(next);
    },
    [accountId, queryClient, show],
  );
  const expire = useCallback(() => {
    end("expired");
  }, [end]);

  /** Another account's token was refused (asking for its unread count): it alone ends. */
  const expireOther = useCallback((id: string) => {
    clearAccountStore(accountStore(id), { keepDrafts: true });
    writeAccountList(withoutAccount(readAccountList(), id));
    setCurrent(readCurrent());
  }, []);

  // A stored token the server rejects is treated as absent at once; its
  // account's session ends.
  const invalid = token !== null && isInvalidTokenError(userQuery.error);
  useEffect(() => {
    // Refused before the cache was watched (the start's request): once, here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (invalid) expire();
  }, [invalid, expire]);

  // Any call that meets an expired or revoked token ends the session too,
  // from whatever screen, in the middle of whatever it was doing: queries
  // and mutations are watched here, other calls report through noteFailure.
  // A query of an account no longer shown (removed from the cache) ends
  // nothing; one of another account's ends that account's session only.
  const noteFailure = useCallback(
    (error: unknown) => {
      if (isInvalidTokenError(error)) expire();
    },
    [expire],
  );
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const unsubscribeQueries = cache.subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const key = event.query.queryKey as readonly unknown[];
      const [kind, id] = key;
      if (kind === OTHER_ACCOUNT_KEY && typeof id === "string") {
        if (isInvalidTokenError(event.action.error)) expireOther(id);
      } else if (cache.get(event.query.queryHash) === event.query) {
        noteFailure(event.action.error);
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error")
        noteFailure(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, noteFailure, expireOther]);

  const signIn = useCallback(
    (newToken: string, user: CredentialAccount) => {
      setExpired(false);
      const another = token !== null;
      writeToken(user.id, newToken);
      keepUser(user);
      if (another) {
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== instanceKeys.detail[0],
        });
      }
      queryClient.setQueryData(currentUserKeys.detail(newToken), user);
      setCurrent(readCurrent());
    },
    [queryClient, token],
  );

  const switchAccount = useCallback(
    (id: string) => {
      if (id === accountId) return;
      setExpired(false);
      show(switchedTo(readAccountList(), id));
    },
    [accountId, show],
  );

  // The session ends here first, so that no request of this account meets
  // its revoked token (that would end the next account's session too).
  const signOut = useCallback(async () => {
    end("signedOut");
    if (token) {
      try {
        await revokeToken(token);
      } catch {
        // The session has ended locally even when the server cannot be told.
      }
    }
  }, [token, end]);

  const forget = useCallback(() => {
    end("signedOut");
  }, [end]);

  const setUser = useCallback(
    (user: CredentialAccount) => {
      if (token) queryClient.setQueryData(currentUserKeys.detail(token), user);
    },
    [queryClient, token],
  );

  // Without a user kept from the last visit, the screens wait for this one;
  // a failure or a silent server leaves the session as it is, to try again.
  const unconfirmed = token !== null && !invalid && user === null;
  const failure = userQuery.isFetching ? null : userQuery.error;
  const userCheck = useMemo(
    () =>
      unconfirmed
        ? {
            failure,
            retry: () => void askAgain(queryClient, currentUserKeys.detail(token)),
          }
        : null,
    [unconfirmed, failure, queryClient, token],
  );

  const shownId = invalid ? null : accountId;
  const shownToken = invalid ? null : token;
  const scope = useMemo(
    () => ({ id: shownId, token: shownToken, store: accountStore(shownId) }),
    [shownId, shownToken],
  );

  const value = useMemo<Session>(
    () => ({
      scope,
      token: invalid ? null : token,
      user: invalid || !token ? null : user,
      accountId: invalid ? null : accountId,
      accounts: current.accounts,
      userCheck,
      // With another account to fall back to, a refused token is no visit to the landing page.
      expired: expired || (invalid && current.accounts.length <= 1),
      signIn,
      switchAccount,
      signOut,
      forget,
      noteFailure,
      setUser,
    }),
    [
      scope,
      token,
      invalid,
      expired,
      user,
      accountId,
      current.accounts,
      userCheck,
      signIn,
      switchAccount,
      signOut,
      forget,
      noteFailure,
      setUser,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
