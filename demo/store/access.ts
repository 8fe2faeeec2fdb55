/**
 * Who may see and do what: post visibility, roles and permissions.
 */
import type { AccountRecord, RoleName, StatusRecord } from "./records.ts";
import type { Store } from "./store.ts";

export type Permission =
  | "create_follow_request"
  | "create_post"
  | "delete_any_post"
  | "delete_any_profile"
  | "manage_subscription_options";

/**
 * Role ids and permissions as srv v3.10 reports them. Normal users may manage
 * subscription options there too (the server's Role::get_permissions), so any
 * creator can sell subscriptions.
 */
export const ROLES: Record<RoleName, { id: number; permissions: Permission[] }> = {
  user: {
    id: 1,
    permissions: ["create_follow_request", "create_post", "manage_subscription_options"],
  },
  admin: {
    id: 2,
    permissions: [
      "create_follow_request",
      "create_post",
      "delete_any_post",
      "delete_any_profile",
      "manage_subscription_options",
    ],
  },
  read_only_user: { id: 3, permissions: ["create_follow_request"] },
};

export function hasPermission(account: AccountRecord, permission: Permission): boolean {
  return account.user !== null && ROLES[account.user.role].permissions.includes(permission);
}

export function isAdmin(account: AccountRecord | null): boolean {
  return account !== null && hasPermission(account, "delete_any_profile");
}

/** Whether `viewer` (null: a guest) may see `status`, following Mitra's visibility rules. */
export function canView(store: Store, viewer: AccountRecord | null, status: StatusRecord): boolean {
  if (status.reblogOfId !== null) {
    const original = store.statuses.get(status.reblogOfId);
    if (!original || !canView(store, viewer, original)) return false;
  }
  if (status.visibility === "public") return true;
  if (viewer === null) return false;
  if (status.accountId === viewer.id || status.mentionIds.includes(viewer.id)) return true;
  switch (status.visibility) {
    case "private":
      return store.follow(viewer.id, status.accountId) !== undefined;
    case "subscribers":
      return store.activeSubscription(viewer.id, status.accountId) !== undefined;
    default:
      return false;
  }
}

export function isMuted(store: Store, viewer: AccountRecord | null, accountId: string): boolean {
  return viewer !== null && store.mute(viewer.id, accountId) !== undefined;
}
