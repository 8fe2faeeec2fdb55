import { skipToken, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@/api/http";
import type { Account } from "@/api/entities/account";
import { getPostPeople, getReactionAccounts } from "@/api/whoReacted";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { primeAccounts } from "./accounts";
import { loadRelationships } from "./relationships";
import { useSession } from "@/state/session/sessionContext";

/** Who liked, reposted and reacted to a post, read when asked (a dialog opens). */
const whoReactedKeys = {
  people: (viewer: Viewer, id: string, list: PostPeopleList) =>
    ["whoReacted", viewerOf(viewer), list, id] as const,
  reactions: (viewer: Viewer, id: string) =>
    ["whoReacted", viewerOf(viewer), "reactions", id] as const,
};

export type PostPeopleList = "favourited_by" | "reblogged_by";

/**
 * Who liked or reposted a post, paged by the Link header; the viewer's
 * relationships with each page's people load in one call (their Follow
 * buttons). Nothing is asked until `enabled`, nor without a token.
 */
export function usePostPeople(id: string, list: PostPeopleList, enabled: boolean) {
  const { scope, token, user } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: whoReactedKeys.people(scope, id, list),
    initialPageParam: null as string | null,
    queryFn:
      token && enabled
        ? async ({ pageParam }): Promise<Page<Account>> => {
            const page = await getPostPeople(id, list, pageParam, token);
            primeAccounts(client, scope, page.items);
            await loadRelationships(
              client,
              scope,
              page.items.map((account) => account.id),
              user?.id ?? null,
            );
            return page;
          }
        : skipToken,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

/** Who reacted with which emoji, all at once, with the viewer's relationships to them. */
export function useReactionAccounts(id: string, enabled: boolean) {
  const { scope, token, user } = useSession();
  const client = useQueryClient();
  return useQuery({
    queryKey: whoReactedKeys.reactions(scope, id),
    queryFn:
      token && enabled
        ? async () => {
            const reactions = await getReactionAccounts(id, token);
            const accounts = reactions.flatMap((reaction) => reaction.accounts);
            primeAccounts(client, scope, accounts);
            await loadRelationships(
              client,
              scope,
              accounts.map((account) => account.id),
              user?.id ?? null,
            );
            return reactions;
          }
        : skipToken,
    staleTime: 0,
  });
}
