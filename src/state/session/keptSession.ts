import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";
import { InstanceSchema, type Instance } from "@/api/entities/instance";
import { accountKey } from "@/state/storage/accountKeys";
import { local, readJson } from "@/state/storage/browserStorage";
import { currentAccount, readToken } from "@/state/storage/tokenStorage";
import { parseOrNull } from "@/api/schema";

// Instance info and the signed-in user are kept from the last visit, so the
// next start draws the page at once and refreshes them in the background.
// Ending the last session clears all local storage, these with it. The
// instance is shared by the accounts; each account keeps its own user.
const INSTANCE_KEY = "kept_instance";
const USER_KEY = "kept_user";

function read(key: string): unknown {
  return readJson(local, key);
}

function write(key: string, value: unknown): void {
  // Storage full or unavailable: the next start simply waits for the server.
  local.set(key, JSON.stringify(value));
}

export function readKeptInstance(): Instance | null {
  return parseOrNull(InstanceSchema, read(INSTANCE_KEY));
}

/** Kept during a session only: signing out leaves storage empty. */
export function keepInstance(instance: Instance): void {
  // A session ended meanwhile keeps nothing.
  if (readToken() !== null) write(INSTANCE_KEY, instance);
}

/**
 * The user kept from the last visit for an account (the current one by
 * default): kept under the account's own keys, so it belongs to its token.
 */
export function readKeptUser(
  accountId: string | null = currentAccount(),
): CredentialAccount | null {
  return parseOrNull(CredentialAccountSchema, read(accountKey(accountId, USER_KEY)));
}

/** Kept under the user's own account, while it has a token here. */
export function keepUser(user: CredentialAccount): void {
  if (readToken(user.id) !== null) write(accountKey(user.id, USER_KEY), user);
}
