import {
  skipToken,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import type { Page } from "@/api/http";
import {
  getConnections,
  getFollowRequests,
  getMutes,
  getOutgoingFollowRequests,
} from "@/api/profiles";
import { getSubscribers, type Subscription } from "@/api/subscriptions";
import type { Account } from "@/api/entities/account";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { primeAccounts } from "./accounts";
import { useAccountScope } from "@/state/session/sessionContext";

/** A list of people, each paged by the Link header. */
export type PeopleSource =
  | { kind: "followRequests" }
  | { kind: "outgoingRequests" }
  | { kind: "mutes" }
  | { kind: "followers" | "following"; accountId: string };

export const peopleKeys = {
  all: ["people"] as const,
  list: (viewer: Viewer, source: PeopleSource) => ["people", viewerOf(viewer), source] as const,
  subscribers: (viewer: Viewer, accountId: string) =>
    ["people", viewerOf(viewer), "subscribers", accountId] as const,
};

function peoplePage(source: PeopleSource, next: string | null, token: string) {
  switch (source.kind) {
    case "followRequests":
      return getFollowRequests(next, token);
    case "outgoingRequests":
      return getOutgoingFollowRequests(next, token);
    case "mutes":
      return getMutes(next, token);
    case "followers":
    case "following":
      return getConnections(source.accountId, source.kind, next, token);
  }
}

/** Follow requests, mutes, followers or following, paged by the Link header. */
export function usePeople(source: PeopleSource) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: peopleKeys.list(scope, source),
    initialPageParam: null as string | null,
    queryFn: token
      ? async ({ pageParam }): Promise<Page<Account>> => {
          const page = await peoplePage(source, pageParam, token);
          primeAccounts(client, scope, page.items);
          return page;
        }
      : skipToken,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Takes a person out of a loaded list (a cancelled request leaves the user's pending ones). */
export function useDropFromPeople(source: PeopleSource): (accountId: string) => void {
  const scope = useAccountScope();
  const client = useQueryClient();
  return (accountId) =>
    client.setQueryData<InfiniteData<Page<Account>, string | null>>(
      peopleKeys.list(scope, source),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((account) => account.id !== accountId),
          })),
        },
    );
}

/** A creator's subscribers with an active subscription: each sender and the expiry. */
export function useSubscribers(accountId: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: peopleKeys.subscribers(scope, accountId),
    initialPageParam: null as string | null,
    queryFn: token
      ? async ({ pageParam }): Promise<Page<Subscription>> => {
          const page = await getSubscribers(accountId, pageParam, token);
          primeAccounts(
            client,
            scope,
            page.items.map((item) => item.sender),
          );
          return page;
        }
      : skipToken,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
