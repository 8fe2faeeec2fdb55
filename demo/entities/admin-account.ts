/**
 * A local account as an admin's list shows it (Mitra 5.9:
 * `GET /api/v2/admin/accounts`): the account, its role (null for an account
 * that signs nobody in, such as a group), its type and when its newest
 * access token was issued.
 */
import type { AccountRecord } from "../store/records.ts";
import { serializeAccount, serializeRole } from "./account.ts";
import type { ApiAccount, ApiRole } from "./types.ts";
import { iso, type View } from "./view.ts";

/** The server's account types; the demo has people and groups. */
type AccountType = "user" | "group" | "anonymous" | "nomadic";

export interface ApiAdminAccount {
  id: string;
  role: ApiRole | null;
  account: ApiAccount;
  account_type: AccountType;
  last_login_at: string | null;
}

export function serializeAdminAccount(view: View, account: AccountRecord): ApiAdminAccount {
  let lastLogin: number | null = null;
  for (const token of view.store.tokens.values()) {
    if (token.accountId === account.id && (lastLogin === null || token.createdAt > lastLogin)) {
      lastLogin = token.createdAt;
    }
  }
  return {
    id: account.id,
    role: account.user ? serializeRole(view.store, account.user.role) : null,
    account: serializeAccount(view, account),
    account_type: account.group ? "group" : "user",
    last_login_at: lastLogin === null ? null : iso(lastLogin),
  };
}
