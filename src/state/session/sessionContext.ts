import { ErrorMessage } from "@/domain/errors";
import { createContext, useContext } from "react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { accountStore, type AccountStore } from "@/state/storage/accountStore";

/**
 * Who is signed in, as one owner of everything kept per account: the
 * account's id, its token and its part of the browser's storage. Made by
 * the session when the account shown changes, and handed down; signing out
 * clears its store. With no session it is the visitor's (no id, no token,
 * the plain keys).
 */
export interface AccountScope {
  /** Null for the visitor, and for a token kept from before several accounts until its user is known. */
  id: string | null;
  token: string | null;
  store: AccountStore;
}

interface UserCheck {
  failure: unknown;
  retry: () => void;
}

export interface Session {
  token: string | null;
  user: CredentialAccount | null;
  /** The current account's id (its keys in storage); null without a session. */
  accountId: string | null;
  /** The account shown, as the owner of what it keeps. */
  scope: AccountScope;
  /** Every account signed in on this browser, in the switcher's order. */
  accounts: readonly string[];
  /** Each signed-in account's token, by id: the switcher asks for others' unread counts with their own. */
  tokens: Readonly<Record<string, string>>;
  /**
   * A stored token whose user is not known yet (none kept from the last
   * visit), so the screens cannot be drawn: `failure` is why asking for the
   * user failed, null while it is under way; `retry` asks again. A refused
   * token is no such case: it ends the session. Null when the user is known
   * or there is no session.
   */
  userCheck: UserCheck | null;
  /**
   * True once the server refused the last account's token (expired or
   * revoked) until the next sign-in: the landing page says so.
   */
  expired: boolean;
  /** Adds the account (or renews its token) and shows it. */
  signIn: (token: string, user: CredentialAccount) => void;
  /** Shows another signed-in account, without a reload. */
  switchAccount: (id: string) => void;
  /** Ends the current account's session; the next account, if any, is shown. */
  signOut: () => Promise<void>;
  /** Ends the current session here without telling the server (its token is already gone). */
  forget: () => void;
  /**
   * For calls made outside the query cache (the post toggles): a refused
   * token ends the session as it does for queries and mutations.
   */
  noteFailure: (error: unknown) => void;
  setUser: (user: CredentialAccount) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** The account shown, with the store of what it keeps here. */
export function useAccountScope(): AccountScope {
  return useSession().scope;
}

/**
 * The store of the account shown. A component drawn alone, outside any
 * session, keeps its things under the visitor's plain keys.
 */
export function useAccountStore(): AccountStore {
  return useContext(SessionContext)?.scope.store ?? accountStore(null);
}

/** The signed-in user, for screens behind the authenticated guard. */
export function useCurrentUser(): CredentialAccount {
  const { user } = useSession();
  if (!user) throw new Error(ErrorMessage.notAuthenticated);
  return user;
}
