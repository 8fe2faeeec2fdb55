/**
 * The words of the shell's frame, kept from the last visit under the
 * account's own key: public/boot.js draws the frame in index.html with them
 * at the next start, before any of the app's code has run (in the user's
 * language, with the places the app showed). Plain data, read by a script
 * that knows nothing of the app: `lang`, `dir` (the language's direction),
 * `places` (keys) and `texts` (message id → text).
 */
import type { TextDirection } from "@/domain/locales";
import { accountKey } from "./accountKeys";
import type { AccountStore } from "./accountStore";
import { readToken } from "./tokenStorage";

const KEPT_FRAME_KEY = "boot_frame";

export interface KeptFrame {
  lang: string;
  dir: TextDirection;
  places: string[];
  texts: Record<string, string>;
}

/** Kept while the account has a token here; unchanged words are not written again. */
export function keepFrame(accountId: string, frame: KeptFrame): void {
  if (readToken(accountId) === null) return;
  const key = accountKey(accountId, KEPT_FRAME_KEY);
  const value = JSON.stringify(frame);
  try {
    if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // Storage may be off or full: the next start shows the frame in English.
  }
}

/**
 * The places the account's last visit showed (the kept frame's), or null if
 * none were kept: until the instance and the user are known, the shell shows
 * these, as the frame drawn before it did, so no link comes late on a slow
 * start.
 */
export function keptPlaces(store: AccountStore): readonly string[] | null {
  try {
    const kept: unknown = JSON.parse(store.local.get(KEPT_FRAME_KEY) ?? "null");
    if (typeof kept !== "object" || kept === null || !("places" in kept)) return null;
    const { places } = kept;
    return Array.isArray(places) && places.every((place) => typeof place === "string")
      ? places
      : null;
  } catch {
    return null;
  }
}
