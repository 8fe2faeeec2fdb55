import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";
import { InstanceSchema, type Instance } from "@/api/entities/instance";
import { TOKEN_KEY } from "@/state/storage/tokenStorage";
import { parseOrNull } from "@/api/schema";

// Instance info and the signed-in user are kept from the last visit, so the
// next start draws the page at once and refreshes them in the background.
// Ending the session clears all local storage, these with it.
const INSTANCE_KEY = "kept_instance";
const USER_KEY = "kept_user";

/** Whether a session is stored: a session ended meanwhile keeps nothing. */
function hasToken(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the next start simply waits for the server.
  }
}

export function readKeptInstance(): Instance | null {
  return parseOrNull(InstanceSchema, read(INSTANCE_KEY));
}

/** Kept during a session only: signing out leaves storage empty. */
export function keepInstance(instance: Instance): void {
  if (hasToken()) write(INSTANCE_KEY, instance);
}

/**
 * The user kept from the last visit. Ending the session clears storage, and
 * signing in writes the new user, so what is kept belongs to the stored token.
 */
export function readKeptUser(): CredentialAccount | null {
  return parseOrNull(CredentialAccountSchema, read(USER_KEY));
}

export function keepUser(user: CredentialAccount): void {
  if (hasToken()) write(USER_KEY, user);
}
