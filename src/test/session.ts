import { accountStore } from "@/state/storage/accountStore";
import { vi } from "vitest";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Session } from "@/state/session/sessionContext";

/** A signed-in session for a hook or component tried without the app; its actions are spies. */
export function fakeSession(token: string, user: CredentialAccount): Session {
  return {
    token,
    user,
    accountId: user.id,
    scope: { id: user.id, token, store: accountStore(user.id) },
    accounts: [user.id],
    tokens: { [user.id]: token },
    userCheck: null,
    expired: false,
    signIn: vi.fn(),
    switchAccount: vi.fn(),
    signOut: vi.fn(),
    forget: vi.fn(),
    setUser: vi.fn(),
    noteFailure: vi.fn(),
  };
}
