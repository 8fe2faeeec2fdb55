import type { AccountStore } from "@/state/storage/accountStore";

/**
 * Where the reader was in a list, kept per account and history entry in
 * the account's store for the tab (switching accounts on one page keeps each one's place),
 * so it survives opening a post and going back, and a reload (the history
 * entry's key is kept across reloads).
 */
export interface ReadingPosition {
  /** The key of the first item on screen, and how far above the viewport its top is. */
  anchorId: string;
  offset: number;
  /** Pages loaded when saved: how far to page to find the anchor again. */
  pages: number;
}

const PREFIX = "reading-position:";
/** Paging to find the anchor after a reload stops here. */
export const MAX_RESTORE_PAGES = 10;

export function readPosition(store: AccountStore, key: string): ReadingPosition | null {
  const raw = store.tab.get(PREFIX + key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReadingPosition>;
    if (typeof value.anchorId !== "string" || typeof value.offset !== "number") return null;
    return { anchorId: value.anchorId, offset: value.offset, pages: Number(value.pages) || 1 };
  } catch {
    return null;
  }
}

export function savePosition(
  store: AccountStore,
  key: string,
  position: ReadingPosition | null,
): void {
  // Storage full or blocked: the position is a comfort, not a requirement.
  if (position) store.tab.set(PREFIX + key, JSON.stringify(position));
  else store.tab.remove(PREFIX + key);
}
