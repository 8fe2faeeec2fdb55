import { useInfiniteQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Page } from "@/api/http";
import type { Status } from "@/api/entities/status";
import { getTimelinePage, type TimelineSource } from "@/api/timelines";
import { listedId } from "@/domain/groupPosts";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { notificationKeys } from "./notifications";
import { firstOrKept, readHomeCopy } from "./offlineCopy";
import { loadRelationships } from "./relationships";
import { primeStatuses } from "./statuses";
import { useAccountScope, useSession } from "@/state/session/sessionContext";

/** A page of a post list as stored: ids only (the posts are entities). */
export interface IdPage {
  ids: string[];
  next: string | null;
  /** Read from the copy kept for offline (state/offlineCopy.ts): when it was kept. */
  kept?: number;
}

export interface InfiniteIds {
  pages: IdPage[];
  pageParams: unknown[];
}

export const timelineKeys = {
  all: ["timeline"] as const,
  /** Every timeline of one kind, e.g. for the home button's reload. */
  kind: (viewer: Viewer, kind: TimelineSource["kind"]) =>
    ["timeline", viewerOf(viewer), kind] as const,
  list: (viewer: Viewer, source: TimelineSource) =>
    [
      "timeline",
      viewerOf(viewer),
      source.kind,
      source.kind === "account"
        ? `${source.id}:${source.tab}`
        : "tag" in source
          ? source.tag
          : "host" in source
            ? source.host
            : "id" in source
              ? source.id
              : "",
    ] as const,
  /** Posts that arrived on home since it loaded, not shown yet (outside "timeline": no Infinity staleTime). */
  homeNews: (viewer: Viewer) => ["homeNews", viewerOf(viewer)] as const,
};

/** New posts waiting above home: their ids, newest first, and whether more came than one page. */
export interface HomeNews {
  ids: string[];
  /** A whole page was new: older ones may be missing between them and the list. */
  gap: boolean;
}

export const NO_NEWS: HomeNews = { ids: [], gap: false };

/**
 * Stores a page of posts: each post in the one post cache, the viewer's
 * relationships with their authors loading in one call; the list keeps ids.
 */
export function storeTimelinePage(
  client: QueryClient,
  viewer: Viewer,
  viewerId: string | null,
  page: Page<Status>,
): IdPage {
  primeStatuses(client, viewer, page.items);
  if (viewer.token) {
    const authors = page.items.map((status) => (status.reblog ?? status).account.id);
    // Whom the replies answer, in the same call: home's "replies to people
    // followed" asks.
    const answered = page.items.flatMap((status) =>
      status.reblog === null && status.in_reply_to_account_id !== null
        ? [status.in_reply_to_account_id]
        : [],
    );
    void loadRelationships(client, viewer, [...authors, ...answered], viewerId);
  }
  return { ids: page.items.map(listedId), next: page.next };
}

/**
 * A paged list of posts: max_id and limit=20, the next page from the Link
 * header. Each page's posts go into the one post cache, and the viewer's
 * relationships with their authors load in one call per page.
 */
export function useTimeline(source: TimelineSource) {
  const { scope, token, user, accountId } = useSession();
  const client = useQueryClient();
  const home = source.kind === "home";
  return useInfiniteQuery({
    queryKey: timelineKeys.list(scope, source),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<IdPage> => {
      const page = await firstOrKept(
        home && pageParam === null ? accountId : null,
        () => getTimelinePage(source, pageParam, token),
        (id) => readHomeCopy(client, scope, id),
      );
      return "kept" in page ? page : storeTimelinePage(client, scope, user?.id ?? null, page);
    },
    getNextPageParam: (last) => last.next ?? undefined,
    // Home asks even when the browser says it is offline: the copy kept answers then.
    networkMode: home ? "always" : "online",
  });
}

/**
 * A like or reaction changed: the lists of favourites load again when next
 * shown, not while one is open (an unliked post stays where it was read).
 */
export function favouritesChanged(client: QueryClient, viewer: Viewer): void {
  for (const kind of ["favourites", "reactedTo"] as const) {
    void client.invalidateQueries({
      queryKey: timelineKeys.kind(viewer, kind),
      refetchType: "none",
    });
  }
}

/** The home button on home: back to the first page of the feed, and fresh notifications. */
export function useReloadHome(): () => void {
  const client = useQueryClient();
  const scope = useAccountScope();
  return () => {
    void client.invalidateQueries({ queryKey: notificationKeys.of(scope) });
    // The first page brings whatever was waiting.
    client.setQueryData(timelineKeys.homeNews(scope), NO_NEWS);
    // Back to the first page (not a refetch of every page loaded).
    void client.resetQueries({ queryKey: timelineKeys.kind(scope, "home") });
  };
}
