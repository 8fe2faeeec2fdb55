import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isInvalidTokenError } from "@/api/errors";
import { revokeToken } from "@/api/oauth";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { currentUserKeys, currentUserQuery } from "./currentUser";
import { SessionContext, type Session } from "./sessionContext";
import { askAgain } from "@/state/askAgain";
import { keepUser, readKeptUser } from "./keptSession";
import { clearStorage, readToken, writeToken } from "@/state/storage/tokenStorage";
import { claimKeptDrafts, clearAllButDrafts } from "@/state/storage/unsentDrafts";

/**
 * The session: the stored token is validated by fetching the current user;
 * 'access token is invalid' ends the session locally. Meanwhile the user kept
 * from the last visit draws the app, so a slow or hanging server never holds
 * the shell back.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => {
    const stored = readToken();
    // Before any editor reads a draft: kept drafts of another account go.
    const keptUser = stored === null ? null : readKeptUser();
    if (keptUser) claimKeptDrafts(keptUser.id);
    return stored;
  });
  const [expired, setExpired] = useState(false);
  const userQuery = useQuery({ ...currentUserQuery(token ?? ""), enabled: token !== null });
  const kept = useMemo(() => (token ? readKeptUser() : null), [token]);
  const user = userQuery.data ?? kept;

  useEffect(() => {
    if (userQuery.data) keepUser(userQuery.data);
  }, [userQuery.data]);

  // Drafts kept from an expired session go back to their writer only.
  const userId = user?.id ?? null;
  const owner = useRef(userId);
  useEffect(() => {
    owner.current = userId;
    if (userId !== null) claimKeptDrafts(userId);
  }, [userId]);

  const endLocally = useCallback(() => {
    clearStorage();
    setToken(null);
    setExpired(false);
    queryClient.clear();
  }, [queryClient]);

  // A token the server no longer accepts (it expired, or was revoked) ends
  // the session like signing out, except that drafts stay for the next
  // sign-in, and the landing page says why the person is back there.
  const expire = useCallback(() => {
    clearAllButDrafts(owner.current);
    setToken(null);
    setExpired(true);
    queryClient.clear();
  }, [queryClient]);

  // A stored token the server rejects is treated as absent at once; the
  // storage it came from is cleared.
  const invalid = token !== null && isInvalidTokenError(userQuery.error);
  useEffect(() => {
    if (invalid) clearAllButDrafts(owner.current);
  }, [invalid]);

  // Any call that meets an expired or revoked token ends the session too,
  // from whatever screen, in the middle of whatever it was doing: queries
  // and mutations are watched here, other calls report through noteFailure.
  const noteFailure = useCallback(
    (error: unknown) => {
      if (isInvalidTokenError(error)) expire();
    },
    [expire],
  );
  useEffect(() => {
    const check = noteFailure;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") check(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") check(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, noteFailure]);

  const signIn = useCallback(
    (newToken: string, user: CredentialAccount) => {
      claimKeptDrafts(user.id);
      setExpired(false);
      writeToken(newToken);
      queryClient.setQueryData(currentUserKeys.detail(newToken), user);
      setToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    if (token) {
      try {
        await revokeToken(token);
      } catch {
        // The session ends locally even when the server cannot be told.
      }
    }
    endLocally();
  }, [token, endLocally]);

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

  const value = useMemo<Session>(
    () => ({
      token: invalid ? null : token,
      user: invalid || !token ? null : user,
      userCheck,
      expired: expired || invalid,
      signIn,
      signOut,
      forget: endLocally,
      noteFailure,
      setUser,
    }),
    [token, invalid, expired, user, userCheck, signIn, signOut, endLocally, noteFailure, setUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
