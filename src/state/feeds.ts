import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { Page } from "@/api/http";
import {
  addFeedMember,
  createFeed,
  deleteFeed,
  getFeed,
  getFeedMembers,
  getFeeds,
  getFeedsOf,
  removeFeedMember,
  renameFeed,
  type Feed,
} from "@/api/lists";
import type { Account } from "@/api/entities/account";
import { primeAccounts } from "./accounts";
import {
  requireToken,
  useAuthedMutation,
  viewerOf,
  withToken,
  type Viewer,
} from "@/state/session/authed";
import { useCapabilities } from "./instance";
import { useAccountScope } from "@/state/session/sessionContext";
import { timelineKeys } from "./timelines";

/** Custom feeds (lists): the user's feeds, each feed, its members, and the feeds holding an account. */
const feedKeys = {
  all: ["feeds"] as const,
  mine: (viewer: Viewer) => ["feeds", viewerOf(viewer), "mine"] as const,
  detail: (viewer: Viewer, id: string) => ["feeds", viewerOf(viewer), "detail", id] as const,
  members: (viewer: Viewer, id: string) => ["feeds", viewerOf(viewer), "members", id] as const,
  /** The feeds holding each account. */
  holdingAll: (viewer: Viewer) => ["feeds", viewerOf(viewer), "holding"] as const,
  holding: (viewer: Viewer, accountId: string) =>
    ["feeds", viewerOf(viewer), "holding", accountId] as const,
};

interface MemberPages {
  pages: Page<Account>[];
  pageParams: unknown[];
}

export function useFeeds() {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({ queryKey: feedKeys.mine(scope), queryFn: withToken(token, getFeeds) });
}

/** One feed; its title shows at once when the feed list has been loaded. */
export function useFeed(id: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useQuery({
    queryKey: feedKeys.detail(scope, id),
    queryFn: withToken(token, (authToken) => getFeed(id, authToken)),
    placeholderData: () =>
      client.getQueryData<Feed[]>(feedKeys.mine(scope))?.find((feed) => feed.id === id),
  });
}

/** A feed's members, 20 at a time. */
export function useFeedMembers(id: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: feedKeys.members(scope, id),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const page = await getFeedMembers(id, pageParam, requireToken(token));
      primeAccounts(client, scope, page.items);
      return page;
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The feeds that hold an account (the profile's "add to feeds" dialog). */
export function useFeedsHolding(accountId: string, enabled: boolean) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: feedKeys.holding(scope, accountId),
    queryFn: withToken(enabled ? token : null, (authToken) => getFeedsOf(accountId, authToken)),
    staleTime: 0,
  });
}

function storeFeed(client: QueryClient, viewer: Viewer, feed: Feed): void {
  client.setQueryData(feedKeys.detail(viewer, feed.id), feed);
  client.setQueryData<Feed[]>(feedKeys.mine(viewer), (feeds) =>
    feeds?.some((item) => item.id === feed.id)
      ? feeds.map((item) => (item.id === feed.id ? feed : item))
      : [...(feeds ?? []), feed],
  );
}

/** Creates a feed; it joins the feed list without a reload. */
export function useCreateFeed() {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, title: string) => createFeed(title, authToken),
    onSuccess: (feed) => storeFeed(client, scope, feed),
  });
}

export function useRenameFeed(id: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, title: string) => renameFeed(id, title, authToken),
    onSuccess: (feed) => storeFeed(client, scope, feed),
  });
}

export function useDeleteFeed(id: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken) => deleteFeed(id, authToken),
    onSuccess: () => {
      client.setQueryData<Feed[]>(feedKeys.mine(scope), (feeds) =>
        feeds?.filter((feed) => feed.id !== id),
      );
      client.removeQueries({ queryKey: feedKeys.detail(scope, id) });
      client.removeQueries({ queryKey: feedKeys.members(scope, id) });
      client.removeQueries({ queryKey: timelineKeys.list(scope, { kind: "list", id }) });
      void client.invalidateQueries({ queryKey: feedKeys.holdingAll(scope) });
    },
  });
}

/** After a member joins or leaves: the member list, the feed's posts and the account's feeds follow. */
function afterMembership(client: QueryClient, viewer: Viewer, feedId: string, accountId: string) {
  void client.invalidateQueries({ queryKey: feedKeys.members(viewer, feedId) });
  void client.invalidateQueries({ queryKey: feedKeys.holding(viewer, accountId) });
  void client.invalidateQueries({
    queryKey: timelineKeys.list(viewer, { kind: "list", id: feedId }),
  });
}

/** Adds one account to a feed, with the member key the server's version reads. */
export function useAddFeedMember(feedId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  const { listAccountIdsKey } = useCapabilities();
  return useAuthedMutation({
    mutationFn: (authToken, account: Account) =>
      addFeedMember(feedId, account.id, listAccountIdsKey, authToken),
    onSuccess: (_, account) => afterMembership(client, scope, feedId, account.id),
  });
}

/** Removes a member; it leaves the shown list at once. */
export function useRemoveFeedMember(feedId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, accountId: string) => removeFeedMember(feedId, accountId, authToken),
    onSuccess: (_, accountId) => {
      client.setQueryData<MemberPages>(feedKeys.members(scope, feedId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((account) => account.id !== accountId),
              })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: feedKeys.holding(scope, accountId) });
      void client.invalidateQueries({
        queryKey: timelineKeys.list(scope, { kind: "list", id: feedId }),
      });
    },
  });
}

export interface MembershipChange {
  feedId: string;
  member: boolean;
}

/**
 * Puts an account into a feed or takes it out (the profile's dialog). The
 * box shows the change at once and goes back if the server refuses it.
 */
export function useFeedMembership(accountId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  const { listAccountIdsKey } = useCapabilities();
  const key = feedKeys.holding(scope, accountId);
  return useAuthedMutation({
    mutationFn: (authToken, change: MembershipChange) =>
      change.member
        ? addFeedMember(change.feedId, accountId, listAccountIdsKey, authToken)
        : removeFeedMember(change.feedId, accountId, authToken),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Feed[]>(key);
      const feed = client
        .getQueryData<Feed[]>(feedKeys.mine(scope))
        ?.find((item) => item.id === change.feedId);
      client.setQueryData<Feed[]>(key, (feeds = []) =>
        change.member
          ? feed && !feeds.some((item) => item.id === feed.id)
            ? [...feeds, feed]
            : feeds
          : feeds.filter((item) => item.id !== change.feedId),
      );
      return { before };
    },
    onError: (_, __, context) => {
      if (context) client.setQueryData(key, context.before);
    },
    onSettled: (_, __, change) => afterMembership(client, scope, change.feedId, accountId),
  });
}
