/**
 * The direct messages opened in this browser, per user, kept in storage:
 * servers that do not track reading (Mitra answers every conversation as
 * read) leave "unread" to the client. The newest ids are kept, a bounded
 * number; listeners hear of each change (the sidebar's dot).
 */
const PREFIX = "messages_seen_";
const KEEP = 300;

const listeners = new Set<() => void>();
/** The last set read, by the stored text it came from (one set per change, for React). */
let last: { userId: string; raw: string | null; set: ReadonlySet<string> } | null = null;

function stored(userId: string): string | null {
  try {
    return localStorage.getItem(PREFIX + userId);
  } catch {
    return null;
  }
}

function read(userId: string): ReadonlySet<string> {
  const raw = stored(userId);
  if (last?.userId === userId && last.raw === raw) return last.set;
  let ids: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === "string");
  } catch {
    // Unreadable: nothing seen yet.
  }
  last = { userId, raw, set: new Set(ids) };
  return last.set;
}

export function seenMessages(userId: string): ReadonlySet<string> {
  return read(userId);
}

export function markMessagesSeen(userId: string, ids: readonly string[]): void {
  const before = read(userId);
  if (ids.every((id) => before.has(id))) return;
  const all = [...before, ...ids.filter((id) => !before.has(id))].slice(-KEEP);
  const raw = JSON.stringify(all);
  try {
    localStorage.setItem(PREFIX + userId, raw);
    last = { userId, raw, set: new Set(all) };
  } catch {
    // Storage may be off or full: the marks hold until the next read.
    last = { userId, raw: stored(userId), set: new Set(all) };
  }
  for (const listener of listeners) listener();
}

export function onSeenMessagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
