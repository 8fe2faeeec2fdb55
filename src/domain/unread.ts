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
