import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { getCustomEmojis, getStatus, getThread } from "../api/statuses";
import { getTimelinePage, type TimelineSource } from "../api/timelines";
import type { Relationship, Status } from "../api/statusTypes";
import { authorIds, loadRelationships, primeStatuses, type IdPage } from "./postCache";
import { postKeys, queryKeys } from "./keys";
import { useSession } from "./sessionContext";

/** One post from the cache, fetched only when no list has brought it yet. */
export function useStatus(id: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: postKeys.status(token, id),
    queryFn: () => getStatus(id, token),
  });
}

/** A paged list of posts (spec §7: max_id, limit=20, Link header). */
export function useTimeline(source: TimelineSource) {
  const { token, user } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: postKeys.timeline(token, source),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<IdPage> => {
      const page = await getTimelinePage(source, pageParam, token);
      primeStatuses(client, token, page.items);
      if (token) void loadRelationships(client, token, authorIds(page.items), user?.id ?? null);
      return { ids: page.items.map((status) => status.id), next: page.next };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The thread around a post, as ids in server order. */
export function useThread(id: string) {
  const { token, user } = useSession();
  const client = useQueryClient();
  return useQuery({
    queryKey: postKeys.thread(token, id),
    queryFn: async () => {
      const statuses = await getThread(id, token);
      primeStatuses(client, token, statuses);
      if (token) void loadRelationships(client, token, authorIds(statuses), user?.id ?? null);
      return statuses.map((status) => status.id);
    },
  });
}

/** The viewer's relationship with an account, when a list has loaded it. */
export function useKnownRelationship(accountId: string): Relationship | undefined {
  const { token } = useSession();
  const { data } = useQuery({
    queryKey: postKeys.relationship(token ?? "", accountId),
    // Never fetched one by one: lists load them in batches (postCache.ts).
    queryFn: (): Relationship => {
      throw new Error("relationships are loaded in batches");
    },
    enabled: false,
  });
  return data;
}

export function useCustomEmojis(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customEmojis,
    queryFn: getCustomEmojis,
    staleTime: Infinity,
    enabled,
  });
}

export type { Status };
