import type { AdminAccount, AdminAccountType } from "@/api/entities/adminAccount";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Capabilities } from "./capabilities";
import { displayName } from "./displayName";
import { hasPermission, isAdmin } from "./permissions";
import { isRemoteAccount } from "./postRules";

/**
 * An admin's moderation: who may delete any post or profile, and see the
 * local accounts, by the role's permissions and the server's version; what
 * a deletion's confirmation says; and the accounts page's sorting and filter.
 */

type Viewer = CredentialAccount | null;
type Gates = Pick<Capabilities, "adminDeletes" | "adminAccounts">;

/** Another's post, to an admin holding `delete_any_post` [4.9.0]; one's own is deleted as its author. */
export function canDeleteAnyPost(
  post: { account: { id: string } },
  user: Viewer,
  capabilities: Gates,
): boolean {
  return (
    capabilities.adminDeletes &&
    user !== null &&
    post.account.id !== user.id &&
    hasPermission(user, "delete_any_post")
  );
}

/** Another's profile, to an admin holding `delete_any_profile` [4.9.0]; never the admin's own. */
export function canDeleteProfile(
  profile: { id: string },
  user: Viewer,
  capabilities: Gates,
): boolean {
  return (
    capabilities.adminDeletes &&
    user !== null &&
    profile.id !== user.id &&
    hasPermission(user, "delete_any_profile")
  );
}

/** The local accounts' page, for `delete_any_profile` [5.9.0]. */
export function canListAccounts(user: Viewer, capabilities: Gates): boolean {
  return capabilities.adminAccounts && hasPermission(user, "delete_any_profile");
}

/** A post's object ID is offered to admins, as a profile's IDs are. */
export function canCopyObjectId(user: Viewer): boolean {
  return isAdmin(user);
}

/**
 * What deleting a post reaches: a local one is deleted everywhere (and from
 * 5.9 its author is told), a remote one from this server only.
 */
export type DeletionReach = "everywhere" | "everywhereNotified" | "thisServer";

export function postDeletionReach(
  post: { account: { acct: string; username: string } },
  notifiesAuthor: boolean,
): DeletionReach {
  if (isRemoteAccount(post.account)) return "thisServer";
  return notifiesAuthor ? "everywhereNotified" : "everywhere";
}

/** A local profile is deleted everywhere, a remote one from this server only. */
export function profileDeletionReach(profile: {
  acct: string;
  username: string;
}): "everywhere" | "thisServer" {
  return isRemoteAccount(profile) ? "thisServer" : "everywhere";
}

/** The kinds of local account, in the order the type filter offers them. */
export const ACCOUNT_TYPES: readonly AdminAccountType[] = ["user", "group", "anonymous", "nomadic"];

export function isAccountType(value: string): value is AdminAccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value);
}

export type AccountSortKey = "name" | "address" | "role" | "type" | "lastLogin";
export type SortDirection = "ascending" | "descending";

/** What each column sorts by; a missing role or sign-in sorts as lowest. */
const SORT_VALUE: Record<AccountSortKey, (item: AdminAccount) => string | number> = {
  name: (item) => displayName(item.account).toLocaleLowerCase(),
  address: (item) => item.account.acct.toLocaleLowerCase(),
  role: (item) => item.role?.name ?? "",
  type: (item) => item.account_type,
  lastLogin: (item) => (item.last_login_at ? Date.parse(item.last_login_at) || 0 : -Infinity),
};

/** The accounts sorted by a column (ties by address, so the order is stable). */
export function sortAccounts(
  accounts: readonly AdminAccount[],
  key: AccountSortKey,
  direction: SortDirection,
): AdminAccount[] {
  const value = SORT_VALUE[key];
  const sign = direction === "ascending" ? 1 : -1;
  const compare = (a: string | number, b: string | number): number =>
    typeof a === "number" && typeof b === "number"
      ? a === b
        ? 0
        : a < b
          ? -1
          : 1
      : String(a).localeCompare(String(b));
  return [...accounts].sort(
    (a, b) => sign * compare(value(a), value(b)) || a.account.acct.localeCompare(b.account.acct),
  );
}

export interface AccountFilter {
  /** Part of the name or the address, in any case; "" keeps all. */
  text: string;
  /** One type, or all. */
  type: AdminAccountType | "all";
}

export function filterAccounts(
  accounts: readonly AdminAccount[],
  filter: AccountFilter,
): AdminAccount[] {
  const text = filter.text.trim().toLocaleLowerCase();
  return accounts.filter(
    (item) =>
      (filter.type === "all" || item.account_type === filter.type) &&
      (text === "" ||
        displayName(item.account).toLocaleLowerCase().includes(text) ||
        item.account.acct.toLocaleLowerCase().includes(text)),
  );
}
