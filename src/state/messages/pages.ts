import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { Conversation } from "@/api/entities/conversation";
import type { Page } from "@/api/http";
import { useAccountScope } from "@/state/session/sessionContext";
import { primeStatuses } from "@/state/statuses";
import { messageKeys, wholeListQuery } from "./keys";

/**
 * The user's direct conversations (4.20+), newest message first: the server
 * lists them by when they started, so the whole list is read and ordered
 * here; their last messages cached as posts. One page, for the paged list.
 */
export function useConversations() {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: messageKeys.list(scope),
    initialPageParam: null as string | null,
    queryFn: async (): Promise<Page<Conversation>> => {
      // Read afresh whenever the screen asks; the dot then shares the answer.
      const items = await client.query({ ...wholeListQuery(scope), staleTime: 0 });
      primeStatuses(
        client,
        scope,
        items.map((item) => item.last_status),
      );
      return { items, next: null };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
