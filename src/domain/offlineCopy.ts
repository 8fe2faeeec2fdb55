/**
 * The rules of the copy kept for reading offline: what is kept under which
 * key, and how much. Bounded per account: the first posts of home and the
 * threads last opened, a few hundred posts in all; media stay with the
 * browser's cache.
 */

/** Posts of home kept: the newest, as the list showed them. */
export const HOME_POSTS_KEPT = 200;
/** Posts of threads kept in all, the threads opened last first. */
export const THREAD_POSTS_KEPT = 200;
/** Threads kept at most, however short. */
export const THREADS_KEPT = 20;
/** A record of another shape (an older client's) is not read. */
export const COPY_VERSION = 1;

/** Every key of one account starts so, and no other account's does. */
function accountPrefix(accountId: string): string {
  return `${accountId}:`;
}

export function homeKey(accountId: string): string {
  return `${accountPrefix(accountId)}home`;
}

export function threadKey(accountId: string, postId: string): string {
  return `${accountPrefix(accountId)}thread:${postId}`;
}

/** The list of the threads kept, the last opened first. */
export function threadIndexKey(accountId: string): string {
  return `${accountPrefix(accountId)}threads`;
}

export function isAccountKey(key: unknown, accountId: string): boolean {
  return typeof key === "string" && key.startsWith(accountPrefix(accountId));
}

/** The listed ids kept of home: the first ones, each once. */
export function keptHomeIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].slice(0, HOME_POSTS_KEPT);
}

/** A thread kept: its post opened and how many posts it holds. */
export interface KeptThreadEntry {
  id: string;
  size: number;
}

/**
 * The threads kept after one was opened: it comes first, the same thread
 * once, then the others while the posts and the threads stay within bounds.
 * A thread larger than the whole bound is not kept. `drop` lists the ids
 * whose records go.
 */
export function keptThreads(
  index: readonly KeptThreadEntry[],
  opened: KeptThreadEntry,
): { keep: KeptThreadEntry[]; drop: string[] } {
  const keep: KeptThreadEntry[] = [];
  const drop: string[] = [];
  let posts = 0;
  for (const entry of [opened, ...index.filter((entry) => entry.id !== opened.id)]) {
    if (keep.length < THREADS_KEPT && posts + entry.size <= THREAD_POSTS_KEPT) {
      keep.push(entry);
      posts += entry.size;
    } else {
      drop.push(entry.id);
    }
  }
  return { keep, drop };
}
