import { isAtLeast, parseMitraVersion } from "./version";

/**
 * Local usernames may hold upper-case letters and hyphens [4.8.0]. Apart from
 * the capability map so the sign-up form on the landing page carries this
 * rule and not the whole map.
 */
export function hasRelaxedUsernames(versionString: string): boolean {
  return isAtLeast(parseMitraVersion(versionString), "4.8.0");
}
