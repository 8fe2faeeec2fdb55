import { useEffect, useRef } from "react";
import {
  skipToken,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { setNotificationsMarker } from "@/api/markers";
import { clearNotifications, getNotifications } from "@/api/notifications";
import type { Page } from "@/api/http";
import type { NotificationSummary } from "@/api/entities/notificationSummary";
import type { Notification } from "@/api/entities/notification";
import { PAGE_SIZE } from "@/api/paging";
import { compareIds } from "@/domain/unread";
import { useAuthedMutation, viewerOf } from "@/state/session/authed";
import { primeAccounts } from "./accounts";
import { loadRelationships } from "./relationships";
import { primeStatuses } from "./statuses";
import { useSession } from "@/state/session/sessionContext";

/** Notifications load in pages of this many; the list folds none across a page. */
export const NOTIFICATION_PAGE_SIZE = PAGE_SIZE;

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (token: string | null) => ["notifications", "list", viewerOf(token)] as const,
  marker: (token: string | null) => ["notifications", "marker", viewerOf(token)] as const,
  head: (token: string | null) => ["notifications", "head", viewerOf(token)] as const,
};

/**
 * The notifications list (max_id, limit=20). Their posts go into the
 * one post cache, so a like here shows everywhere; relationships with the
 * posts' authors load with each page. 'Show more' follows a full page.
 */
export function useNotificationList() {
  const { token, user } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(token),
    initialPageParam: null as string | null,
    queryFn: token
      ? async ({ pageParam }) => {
          const page = await getNotifications(token, pageParam);
          const posts = page.items.flatMap((item) => (item.status ? [item.status] : []));
          primeStatuses(client, token, posts);
          primeAccounts(
            client,
            token,
            page.items.map((item) => item.account),
          );
          void loadRelationships(
            client,
            token,
            posts.map((post) => (post.reblog ?? post).account.id),
            user?.id ?? null,
          );
          return page.items;
        }
      : skipToken,
    getNextPageParam: (last: Notification[]) =>
      last.length >= PAGE_SIZE ? (last.at(-1)?.id ?? undefined) : undefined,
    staleTime: 0,
  });
}

/**
 * Opening the list refreshes the unread count, then moves the
 * read marker to the newest notification, and the badge clears at once.
 */
export function useMarkNotificationsRead(newestId: string | undefined) {
  const { token } = useSession();
  const client = useQueryClient();
  const refreshed = useRef(false);
  useEffect(() => {
    if (!token || refreshed.current) return;
    refreshed.current = true;
    // The marker itself is about to be written; the newest notifications are re-read.
    void client.invalidateQueries({ queryKey: notificationKeys.head(token) });
  }, [client, token]);

  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !newestId || marked.current === newestId) return;
    const markerKey = notificationKeys.marker(token);
    const current = client.getQueryData<string | null>(markerKey);
    marked.current = newestId;
    if (current && compareIds(current, newestId) >= 0) return;
    // A marker read still on its way must not undo this one.
    void client.cancelQueries({ queryKey: markerKey });
    client.setQueryData(markerKey, newestId);
    setNotificationsMarker(token, newestId).then(
      () => client.setQueryData(markerKey, newestId),
      (error: unknown) => {
        console.error("Could not save the read marker", error);
        client.setQueryData(markerKey, current ?? null);
      },
    );
  }, [client, token, newestId]);
}

/**
 * Clears every notification on the server. Once it is done the list and
 * the unread count are empty at once (reads still on their way are dropped);
 * the read marker stays where it was, and the server numbers what comes next
 * after the cleared ones, so the next notification counts as unread.
 */
export function useClearNotifications() {
  const { token } = useSession();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken) => clearNotifications(authToken),
    onSuccess: async () => {
      await client.cancelQueries({ queryKey: notificationKeys.list(token) });
      await client.cancelQueries({ queryKey: notificationKeys.head(token) });
      client.setQueryData<InfiniteData<Notification[], string | null>>(
        notificationKeys.list(token),
        { pages: [[]], pageParams: [null] },
      );
      client.setQueryData<Page<NotificationSummary>>(notificationKeys.head(token), {
        items: [],
        next: null,
      });
    },
  });
}
