import { isAtLeast, parseMitraVersion } from "./version";

/**
 * What the connected server can do, from its version string. Screens ask
 * this map instead of comparing versions, so a feature the server lacks is
 * hidden, not broken. The versions are those where Mitra's API changed.
 */
export interface Capabilities {
  /** The Mitra version, or null for a server that does not say. */
  version: string | null;
  /** Local usernames may hold upper-case letters and hyphens [4.8.0]. */
  relaxedUsernames: boolean;
  /** The identity claim call was renamed to identity_claim [4.16.0]. */
  identityClaimPath: "/api/v1/accounts/identity_proof" | "/api/v1/accounts/identity_claim";
  /** Adding a list member takes `account_ids`; `account_ids[]` was dropped [4.19.0]. */
  listAccountIdsKey: "account_ids" | "account_ids[]";
  /**
   * Access tokens expire (30 days by default) [4.14.0]; before, a refused
   * token had been revoked, so the session "ended" rather than "expired".
   */
  tokensExpire: boolean;
}

export function capabilitiesFor(versionString: string): Capabilities {
  const version = parseMitraVersion(versionString);
  return {
    version,
    relaxedUsernames: isAtLeast(version, "4.8.0"),
    identityClaimPath: isAtLeast(version, "4.16.0")
      ? "/api/v1/accounts/identity_claim"
      : "/api/v1/accounts/identity_proof",
    listAccountIdsKey: isAtLeast(version, "4.19.0") ? "account_ids" : "account_ids[]",
    tokensExpire: isAtLeast(version, "4.14.0"),
  };
}
