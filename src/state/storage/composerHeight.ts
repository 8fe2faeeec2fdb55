/**
 * The home composer's height when it was last drawn at rest (no text, files
 * or poll), kept in storage: the space held for it while its code loads is
 * then the same, and the feed below does not move when it arrives. A hint
 * only; a value out of range is ignored. Kept during a session only: the
 * composer may be measured once more while signing out, after storage was
 * cleared, and signing out must leave storage empty.
 */
import { readToken } from "./tokenStorage";

const KEY = "composer_height";
const MIN_PX = 60;
const MAX_PX = 800;

export function keptComposerHeight(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value >= MIN_PX && value <= MAX_PX ? value : null;
  } catch {
    return null;
  }
}

export function keepComposerHeight(px: number): void {
  const rounded = Math.round(px);
  if (rounded < MIN_PX || rounded > MAX_PX || readToken() === null) return;
  try {
    if (localStorage.getItem(KEY) !== String(rounded)) localStorage.setItem(KEY, String(rounded));
  } catch {
    // Storage may be off or full: the next start holds the default space.
  }
}
