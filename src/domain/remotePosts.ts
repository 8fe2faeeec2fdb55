import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Capabilities } from "./capabilities";
import { isAdmin } from "./permissions";

/**
 * Who may ask the server to load a remote profile's latest or featured
 * posts: admins, and from 5.4.0 anyone signed in.
 */
export function canLoadRemotePosts(
  user: CredentialAccount | null,
  who: Capabilities["loadActivities"],
): boolean {
  if (user === null) return false;
  return who === "anyone" || isAdmin(user);
}

/**
 * A rate limiter's refusal (status 429): the minutes to wait, null when it
 * named none; undefined for any other failure.
 */
export function rateLimitMinutes(error: unknown): number | null | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if (!("status" in error) || error.status !== 429) return undefined;
  const wait =
    "retryAfter" in error && typeof error.retryAfter === "number" ? error.retryAfter : null;
  return waitMinutes(wait);
}

/** A rate limiter's wait in whole minutes, at least one; null when it named none. */
export function waitMinutes(seconds: number | null): number | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
