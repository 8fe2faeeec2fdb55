/**
 * The words of the shell's frame, kept from the last visit under the
 * account's own key: public/boot.js draws the frame in index.html with them
 * at the next start, before any of the app's code has run (in the user's
 * language, with the places the app showed). Plain data, read by a script
 * that knows nothing of the app: `lang`, `dir` (the language's direction),
 * `places` (keys) and `texts` (message id → text).
 */
import type { TextDirection } from "@/domain/locales";
import type { AccountStore } from "./accountStore";
import { TOKEN_KEY } from "./tokenStorage";

const KEPT_FRAME_KEY = "boot_frame";

export interface KeptFrame {
  lang: string;
  dir: TextDirection;
  places: string[];
  texts: Record<string, string>;
}

/**
 * Kept in the store of the account shown (plain keys for a token kept from
 * before several accounts, until the session adopts it), while a token is
 * there; unchanged words are not written again. Storage off or full: the
 * next start shows the frame in English.
 */
export function keepFrame(store: AccountStore, frame: KeptFrame): void {
  if (store.local.get(TOKEN_KEY) === null) return;
  const value = JSON.stringify(frame);
  if (store.local.get(KEPT_FRAME_KEY) !== value) store.local.set(KEPT_FRAME_KEY, value);
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
