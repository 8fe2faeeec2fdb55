import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isInvalidTokenError } from "@/api/errors";
import { revokeToken } from "@/api/oauth";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { useStore } from "@/ui/store";
import { currentUserKeys, currentUserQuery } from "./currentUser";
import { SessionContext, type Session } from "./sessionContext";
import { askAgain } from "@/state/askAgain";
import { keepUser, readKeptUser } from "./keptSession";
import { instanceKeys } from "@/state/instance";
import { accountStore } from "@/state/storage/accountStore";
import { OTHER_ACCOUNT_KEY } from "./otherAccounts";
import { createSessionStore } from "./persistSession";
import { currentToken } from "./sessionState";

/**
 * The session: the accounts signed in on this browser (each with its token
 * and keys, state/storage/accountKeys.ts) and the one shown, held by a pure
 * reducer (sessionState.ts) whose every event storage keeps
 * (persistSession.ts). The current token is validated by fetching the
 * current user; 'access token is invalid' ends that account's session
 * locally. Meanwhile the user kept from the last visit draws the app, so a
 * slow or hanging server never holds the shell back.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session] = useState(createSessionStore);
  const state = useStore(session);
  const token = currentToken(state);
  const accountId = state.current;
  const kept = useMemo(() => (token ? readKeptUser(accountId) : null), [token, accountId]);
  // Asked under the account; a token kept from before several accounts is
  // its kept user's, or no one's until the server names its user.
  const askerId = accountId ?? kept?.id ?? null;
  const asker = useMemo(() => ({ id: askerId, token }), [askerId, token]);
  const userQuery = useQuery({ ...currentUserQuery(asker), enabled: token !== null });
  const user = userQuery.data ?? kept;

  useEffect(() => {
    const known = userQuery.data;
    if (!known) return;
    // A token kept from before, whose user was not kept: now it is that account's.
    // Its answers are then asked under the account's id; the user is known.
    if (accountId === null && token !== null) {
      queryClient.setQueryData(currentUserKeys.detail({ id: known.id, token }), known);
      session.dispatch({ type: "legacyAdopted", id: known.id, token });
    }
    keepUser(known);
  }, [session, queryClient, userQuery.data, accountId, token]);

  /**
   * Nothing of one account may show under another's name. Query keys name
   * the account (viewerOf), and besides every cached answer but instance
   * info goes: a list changed by a prefix, or a call of the last account
   * answering late, finds nothing of the next one's to change.
   */
  const forgetAnswers = useCallback(() => {
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== instanceKeys.detail[0],
    });
  }, [queryClient]);

  /**
   * The account drawn ends its session here: the next account takes its
   * place, or the landing page when none is left. An expired token keeps
   * its drafts for the next sign-in, and the landing page says why the
   * person is back there.
   */
  const end = useCallback(
    (reason: "signedOut" | "expired") => {
      const before = session.get();
      session.dispatch({ type: "ended", id: accountId, reason });
      const after = session.get();
      if (after === before) return;
      if (after.accounts.length === 0) queryClient.clear();
      else forgetAnswers();
    },
    [session, accountId, queryClient, forgetAnswers],
  );
  const expire = useCallback(() => {
    end("expired");
  }, [end]);

  /** Another account's token was refused (asking for its unread count): it alone ends. */
  const expireOther = useCallback(
    (id: string) => {
      session.dispatch({ type: "otherExpired", id });
    },
    [session],
  );

  // A stored token the server rejects is treated as absent at once; its
  // account's session ends.
  const invalid = token !== null && isInvalidTokenError(userQuery.error);
  useEffect(() => {
    // Refused before the cache was watched (the start's request): once, here.
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
      // The same account signed in again (a new token) keeps what it loaded.
      const another = token !== null && user.id !== accountId;
      session.dispatch({ type: "signedIn", id: user.id, token: newToken });
      keepUser(user);
      if (another) forgetAnswers();
      queryClient.setQueryData(currentUserKeys.detail({ id: user.id, token: newToken }), user);
    },
    [session, queryClient, token, accountId, forgetAnswers],
  );

  const switchAccount = useCallback(
    (id: string) => {
      if (id === accountId) return;
      session.dispatch({ type: "switched", id });
      forgetAnswers();
    },
    [session, accountId, forgetAnswers],
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
      if (asker.token) queryClient.setQueryData(currentUserKeys.detail(asker), user);
    },
    [queryClient, asker],
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
            retry: () => void askAgain(queryClient, currentUserKeys.detail(asker)),
          }
        : null,
    [unconfirmed, failure, queryClient, asker],
  );

  // A token kept from before several accounts names its user's answers as
  // soon as that user is known (kept, or answered): no screen is drawn
  // before, and none asks again when the session adopts the token. Its
  // storage keys stay the plain ones until then.
  const storeId = invalid ? null : accountId;
  const shownId = invalid ? null : (accountId ?? user?.id ?? null);
  const shownToken = invalid ? null : token;
  const scope = useMemo(
    () => ({ id: shownId, token: shownToken, store: accountStore(storeId) }),
    [shownId, shownToken, storeId],
  );

  const value = useMemo<Session>(
    () => ({
      scope,
      token: invalid ? null : token,
      user: invalid || !token ? null : user,
      accountId: invalid ? null : accountId,
      accounts: state.accounts,
      tokens: state.tokens,
      userCheck,
      // With another account to fall back to, a refused token is no visit to the landing page.
      expired: state.expired || (invalid && state.accounts.length <= 1),
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
      state,
      user,
      accountId,
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
