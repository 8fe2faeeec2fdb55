import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getStatus } from "@/api/statuses";
import type { EmbeddedStatus, Status } from "@/api/entities/status";
import { primeAccounts } from "./accounts";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";

/**
 * One copy of each post: every post lives once in the query cache under its
 * id, and timelines, threads, notifications and search hold ids. A repost's
 * original and quoted posts are stored as posts of their own, so a flag
 * toggled anywhere shows everywhere and only the cards showing it re-render.
 */
export const statusKeys = {
  all: ["status"] as const,
  /** Every key of one account in this family. */
  of: (viewer: Viewer) => ["status", viewerOf(viewer)] as const,
  detail: (viewer: Viewer, id: string) => ["status", viewerOf(viewer), id] as const,
};

/** A post embedded one level deep, completed from what the cache already knows. */
function fromEmbedded(embedded: EmbeddedStatus, known: Status | undefined): Status {
  return {
    ...embedded,
    reblog: null,
    links: known?.links ?? [],
    pleroma: { ...embedded.pleroma, quote: known?.pleroma.quote ?? null },
  };
}

/** Stores posts (and the posts and accounts inside them) as the one cached copy. */
export function primeStatuses(
  client: QueryClient,
  viewer: Viewer,
  statuses: readonly Status[],
): void {
  const put = (status: Status) => {
    client.setQueryData(statusKeys.detail(viewer, status.id), status);
    primeAccounts(client, viewer, [status.account]);
  };
  const putEmbedded = (embedded: EmbeddedStatus) =>
    put(fromEmbedded(embedded, readStatus(client, viewer, embedded.id)));
  for (const status of statuses) {
    put(status);
    if (status.reblog) putEmbedded(status.reblog);
    for (const linked of status.links) putEmbedded(linked);
    if (status.pleroma.quote) putEmbedded(status.pleroma.quote);
  }
}

export function readStatus(client: QueryClient, viewer: Viewer, id: string): Status | undefined {
  return client.getQueryData<Status>(statusKeys.detail(viewer, id));
}

/** Changes one post in place; returns the previous value for a rollback. */
export function patchStatus(
  client: QueryClient,
  viewer: Viewer,
  id: string,
  change: (status: Status) => Status,
): Status | undefined {
  const previous = readStatus(client, viewer, id);
  if (previous) client.setQueryData(statusKeys.detail(viewer, id), change(previous));
  return previous;
}

const statusQuery = (viewer: Viewer, id: string) => ({
  queryKey: statusKeys.detail(viewer, id),
  queryFn: () => getStatus(id, viewer.token),
  // Entities stay for the session: lists point at them by id.
  staleTime: Infinity,
  gcTime: Infinity,
});

/** One post from the cache, fetched only when no list has brought it yet. */
export function useStatus(id: string) {
  return useQuery(statusQuery(useAccountScope(), id));
}

/**
 * A post without what the viewer's own clicks change: the counts and flags
 * of its action bar and its emoji reactions. A card's body reads this, and
 * the action bar reads the whole post; so a like, a repost, a bookmark or a
 * reaction redraws the action bar alone.
 */
export type PostView = Omit<
  Status,
  | "favourited"
  | "favourites_count"
  | "reblogged"
  | "reblogs_count"
  | "bookmarked"
  | "replies_count"
  | "pleroma"
> & { pleroma: Omit<Status["pleroma"], "emoji_reactions"> };

function toPostView(status: Status): PostView {
  const view: Partial<Status> = { ...status };
  delete view.favourited;
  delete view.favourites_count;
  delete view.reblogged;
  delete view.reblogs_count;
  delete view.bookmarked;
  delete view.replies_count;
  const pleroma: Partial<Status["pleroma"]> = { ...status.pleroma };
  delete pleroma.emoji_reactions;
  return { ...view, pleroma } as PostView;
}

/**
 * A post's view (see PostView), from the one cached copy. The query shares
 * structure with the last view it gave, so a change to the left-out fields
 * gives back the same object and the reader does not re-render.
 */
export function usePostView(id: string): PostView | undefined {
  return useQuery({ ...statusQuery(useAccountScope(), id), select: toPostView }).data;
}
