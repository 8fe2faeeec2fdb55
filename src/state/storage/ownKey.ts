import { accountKey } from "./accountKeys";
import { currentAccount } from "./tokenStorage";

/**
 * This tab's account's key for `key` (the plain key while no account is
 * known). Apart from tokenStorage, which the landing page carries: only the
 * app reads an account's own keys.
 */
export function ownKey(key: string): string {
  return accountKey(currentAccount(), key);
}
