/** Compares numeric ids of any length (Mitra's are integers as strings). */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    if (a.length !== b.length) return a.length - b.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Unread: the number of notifications with an id above the last-read
 * marker, or all of them when there is no marker.
 */
export function unreadCount(ids: readonly string[], lastReadId: string | null): number {
  if (lastReadId === null) return ids.length;
  return ids.filter((id) => compareIds(id, lastReadId) > 0).length;
}

/**
 * A notification (or a group folded into one line) is unread when one of them
 * is newer than the read marker as it was when the list was opened; nothing
 * is marked until that marker is known (undefined).
 */
export function isUnread(
  items: readonly { id: string }[],
  lastReadId: string | null | undefined,
): boolean {
  if (lastReadId === undefined) return false;
  return (
    unreadCount(
      items.map((item) => item.id),
      lastReadId,
    ) > 0
  );
}
