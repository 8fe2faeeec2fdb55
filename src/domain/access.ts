import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Instance } from "@/api/entities/instance";
import { capabilitiesFor } from "./capabilities";
import { canListAccounts } from "./moderation";
import { chainSupportsSubscriptions, hasPermission, isAdmin } from "./permissions";

/** Route access rules (who may see each route, where the others go) as pure functions. */

export type Access =
  | "everyone"
  | "guests"
  | "authenticated"
  | "local-timeline"
  | "federated-timeline"
  | "server-timeline"
  | "subscription-settings"
  | "groups"
  | "favourites"
  | "admin-accounts";

/** Where a route sends the user instead, or null to show it. */
export type Redirect = "landing" | "home" | null;

function canSeeLocalTimeline(instance: Instance, user: CredentialAccount | null): boolean {
  return user !== null || instance.allow_unauthenticated.timeline_local;
}

function canSeeFederatedTimeline(instance: Instance, user: CredentialAccount | null): boolean {
  return user !== null && (!instance.federated_timeline_restricted || isAdmin(user));
}

export function canManageSubscriptions(
  instance: Instance,
  user: CredentialAccount | null,
): boolean {
  return hasPermission(user, "manage_subscription_options") && chainSupportsSubscriptions(instance);
}

export function routeRedirect(
  access: Access,
  instance: Instance,
  user: CredentialAccount | null,
): Redirect {
  switch (access) {
    case "everyone":
      return null;
    case "guests":
      return user ? "home" : null;
    case "authenticated":
      return user ? null : "landing";
    case "local-timeline":
      return canSeeLocalTimeline(instance, user) ? null : "landing";
    case "federated-timeline":
      if (!user) return "landing";
      return canSeeFederatedTimeline(instance, user) ? null : "home";
    case "server-timeline":
      // One server's posts are the federated timeline's, filtered (5.4.0+).
      if (!user) return "landing";
      return capabilitiesFor(instance.version).serverTimeline &&
        canSeeFederatedTimeline(instance, user)
        ? null
        : "home";
    case "subscription-settings":
      if (!user) return "landing";
      return canManageSubscriptions(instance, user) ? null : "home";
    case "groups":
      if (!user) return "landing";
      return capabilitiesFor(instance.version).groups ? null : "home";
    case "favourites":
      if (!user) return "landing";
      return capabilitiesFor(instance.version).favourites ? null : "home";
    case "admin-accounts":
      if (!user) return "landing";
      return canListAccounts(user, capabilitiesFor(instance.version)) ? null : "home";
  }
}

/** The rules a session alone satisfies, before its user and the instance are known. */
const SESSION_ONLY: readonly Access[] = ["everyone", "authenticated", "local-timeline"];

/**
 * Whether a signed-in session's navigation links a route with this rule: when
 * the route's guard would show it. Until the instance and the user are known
 * (a start against a failing or silent server), only the routes whose rule a
 * session alone satisfies, so no link appears and then goes.
 */
export function linkShown(
  access: Access,
  instance: Instance | undefined,
  user: CredentialAccount | null,
): boolean {
  if (instance === undefined || user === null) return SESSION_ONLY.includes(access);
  return routeRedirect(access, instance, user) === null;
}
