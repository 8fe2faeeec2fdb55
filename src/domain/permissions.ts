import type { Blockchain, Instance } from "@/api/entities/instance";
import type { CredentialAccount, Role } from "@/api/entities/credentialAccount";

export type Permission =
  | "create_follow_request"
  | "create_post"
  | "delete_any_post"
  | "delete_any_profile"
  | "manage_subscription_options";

/** What each role grants, for servers that send only a bitmask. */
const ROLE_PERMISSIONS: Record<string, readonly Permission[]> = {
  guest: [],
  user: ["create_follow_request", "create_post", "manage_subscription_options"],
  admin: [
    "create_follow_request",
    "create_post",
    "delete_any_post",
    "delete_any_profile",
    "manage_subscription_options",
  ],
  read_only_user: ["create_follow_request"],
};

/**
 * Mitra 3.10 lists permission names in `permissions`; newer servers send a
 * bitmask string there and the names in `permissions_names`.
 */
export function rolePermissions(role: Role | undefined): readonly string[] {
  if (!role) return [];
  if (role.permissions_names) return role.permissions_names;
  if (Array.isArray(role.permissions)) return role.permissions;
  return ROLE_PERMISSIONS[role.name] ?? [];
}

export function hasPermission(user: CredentialAccount | null, permission: Permission): boolean {
  return user !== null && rolePermissions(user.role).includes(permission);
}

/** An administrator is a user whose role includes delete_any_profile. */
export function isAdmin(user: CredentialAccount | null): boolean {
  return hasPermission(user, "delete_any_profile");
}

export function primaryChain(instance: Instance): Blockchain | undefined {
  return instance.blockchains[0];
}

export function chainSupportsSubscriptions(instance: Instance): boolean {
  return primaryChain(instance)?.features.subscriptions ?? false;
}
