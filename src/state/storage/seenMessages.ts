import { createSignal } from "@/ui/store";
import type { AccountStore } from "./accountStore";
import { SEEN_MESSAGES_KEY } from "./accountKeys";

/**
 * The direct messages opened in this browser, kept in the account's store:
 * servers that do not track reading (Mitra answers every conversation as
 * read) leave "unread" to the client. The newest ids are kept, a bounded
 * number; listeners hear of each change (the sidebar's dot).
 */
const KEEP = 300;

const changed = createSignal();
/** The last set read, by the stored text it came from (one set per change, for React). */
let last: { store: AccountStore; raw: string | null; set: ReadonlySet<string> } | null = null;

function read(store: AccountStore): ReadonlySet<string> {
  const raw = store.local.get(SEEN_MESSAGES_KEY);
  if (last?.store === store && last.raw === raw) return last.set;
  let ids: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === "string");
  } catch {
    // Unreadable: nothing seen yet.
  }
  last = { store, raw, set: new Set(ids) };
  return last.set;
}

export function seenMessages(store: AccountStore): ReadonlySet<string> {
  return read(store);
}

export function markMessagesSeen(store: AccountStore, ids: readonly string[]): void {
  const before = read(store);
  if (ids.every((id) => before.has(id))) return;
  const all = [...before, ...ids.filter((id) => !before.has(id))].slice(-KEEP);
  const raw = JSON.stringify(all);
  // Storage may be off or full: the marks then hold until the next read.
  const kept = store.local.set(SEEN_MESSAGES_KEY, raw);
  last = { store, raw: kept ? raw : store.local.get(SEEN_MESSAGES_KEY), set: new Set(all) };
  changed.notify();
}

export const onSeenMessagesChange = changed.subscribe;
