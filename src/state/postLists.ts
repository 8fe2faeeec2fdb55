import type { QueryClient } from "@tanstack/react-query";
import type { Viewer } from "@/state/session/authed";
import { threadKeys, type Thread } from "./threads";
import { timelineKeys, type InfiniteIds } from "./timelines";

/**
 * Drops posts from every cached list of posts, every account's (after a
 * delete or an unrepost: the post is gone for everyone).
 */
export function removeFromLists(client: QueryClient, drop: (id: string) => boolean): void {
  client.setQueriesData<InfiniteIds>({ queryKey: timelineKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, ids: page.ids.filter((id) => !drop(id)) })),
        }
      : data,
  );
  client.setQueriesData<Thread>({ queryKey: threadKeys.all }, (thread) =>
    thread ? { ...thread, ids: thread.ids.filter((id) => !drop(id)) } : thread,
  );
}

/** Puts a new post at the top of the home timeline, without a reload. */
export function prependToHome(client: QueryClient, viewer: Viewer, id: string): void {
  prependIdsToHome(client, viewer, [id]);
}

/** Puts posts (newest first) at the top of the home timeline, leaving out those it has. */
export function prependIdsToHome(
  client: QueryClient,
  viewer: Viewer,
  ids: readonly string[],
): void {
  prependIds(client, timelineKeys.kind(viewer, "home"), ids);
}

/** Puts a new post addressed to a group at the top of that group's timeline, if loaded. */
export function prependToGroup(
  client: QueryClient,
  viewer: Viewer,
  groupId: string,
  id: string,
): void {
  prependIds(client, [...timelineKeys.kind(viewer, "group"), groupId], [id]);
}

function prependIds(client: QueryClient, queryKey: readonly unknown[], ids: readonly string[]) {
  client.setQueriesData<InfiniteIds>({ queryKey }, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const known = new Set(data.pages.flatMap((page) => page.ids));
    const fresh = ids.filter((id) => !known.has(id));
    if (fresh.length === 0) return data;
    return { ...data, pages: [{ ...first, ids: [...fresh, ...first.ids] }, ...rest] };
  });
}
