/** Threads as lists of ids with each post's parent: depth and where a new reply goes. */

type Parents = Readonly<Record<string, string | null>>;

/** How deep each post sits under the first post shown (its root has depth 0). */
export function threadDepths(ids: readonly string[], parents: Parents): Map<string, number> {
  const depths = new Map<string, number>();
  for (const id of ids) {
    const parent = parents[id];
    depths.set(id, parent != null && depths.has(parent) ? (depths.get(parent) ?? 0) + 1 : 0);
  }
  return depths;
}

/**
 * The thread with a new reply placed right after its parent's existing
 * replies (and theirs). Unchanged when the parent is not in it or the reply
 * already is.
 */
export function withReply<T extends { ids: string[]; parents: Parents }>(
  thread: T,
  replyId: string,
  parentId: string | null,
): T {
  const { ids, parents } = thread;
  const at = parentId ? ids.indexOf(parentId) : -1;
  if (at < 0 || ids.includes(replyId)) return thread;
  const descends = (id: string): boolean => {
    let current: string | null = id;
    for (let guard = 0; current && guard < 200; guard += 1) {
      if (current === parentId) return true;
      current = parents[current] ?? null;
    }
    return false;
  };
  let end = at + 1;
  while (end < ids.length && descends(ids[end] ?? "")) end += 1;
  return {
    ...thread,
    ids: [...ids.slice(0, end), replyId, ...ids.slice(end)],
    parents: { ...parents, [replyId]: parentId },
  };
}
