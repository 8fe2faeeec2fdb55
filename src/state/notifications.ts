import { useEffect, useRef, useState } from "react";
import {
  skipToken,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { getNotificationsMarker, setNotificationsMarker } from "@/api/markers";
import { clearNotifications, getNotifications } from "@/api/notifications";
import type { Page } from "@/api/http";
import type { NotificationSummary } from "@/api/entities/notificationSummary";
import type { Notification } from "@/api/entities/notification";
import { PAGE_SIZE } from "@/api/paging";
import { compareIds } from "@/domain/unread";
import { useAuthedMutation, viewerOf, withToken, type Viewer } from "@/state/session/authed";
import { primeAccounts } from "./accounts";
import { loadRelationships } from "./relationships";
import { primeStatuses } from "./statuses";
import { useAccountScope, useSession } from "@/state/session/sessionContext";

/** Notifications load in pages of this many; the list folds none across a page. */
export const NOTIFICATION_PAGE_SIZE = PAGE_SIZE;

export const notificationKeys = {
  all: ["notifications"] as const,
  /** Every key of one account in this family. */
  of: (viewer: Viewer) => ["notifications", viewerOf(viewer)] as const,
  list: (viewer: Viewer) => ["notifications", viewerOf(viewer), "list"] as const,
  marker: (viewer: Viewer) => ["notifications", viewerOf(viewer), "marker"] as const,
  head: (viewer: Viewer) => ["notifications", viewerOf(viewer), "head"] as const,
};

/**
 * The notifications list (max_id, limit=20). Their posts go into the
 * one post cache, so a like here shows everywhere; relationships with the
 * posts' authors load with each page. 'Show more' follows a full page.
 */
export function useNotificationList() {
  const { scope, token, user } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(scope),
    initialPageParam: null as string | null,
    queryFn: token
      ? async ({ pageParam }) => {
          const page = await getNotifications(token, pageParam);
          const posts = page.items.flatMap((item) => (item.status ? [item.status] : []));
          primeStatuses(client, scope, posts);
          primeAccounts(
            client,
            scope,
            page.items.map((item) => item.account),
          );
          void loadRelationships(
            client,
            scope,
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
 * Opening the list refreshes the unread count, then moves the read marker to
 * the newest notification, and the badge clears at once. It waits for the
 * marker the server has, and returns it as it was before this visit moved it
 * (null: none yet, undefined: not known yet): the notifications newer than
 * that one are the unread ones, marked so for the whole visit.
 */
export function useMarkNotificationsRead(newestId: string | undefined): string | null | undefined {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  const refreshed = useRef(false);
  const marker = useQuery({
    queryKey: notificationKeys.marker(scope),
    queryFn: withToken(token, getNotificationsMarker),
    enabled: token !== null,
  });
  const [readBefore, setReadBefore] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!token || refreshed.current) return;
    refreshed.current = true;
    // The marker itself is about to be written; the newest notifications are re-read.
    void client.invalidateQueries({ queryKey: notificationKeys.head(scope) });
  }, [client, scope, token]);

  const marked = useRef<string | null>(null);
  const known = marker.isSuccess;
  useEffect(() => {
    if (!token || !newestId || !known || marked.current === newestId) return;
    const markerKey = notificationKeys.marker(scope);
    const current = client.getQueryData<string | null>(markerKey) ?? null;
    if (marked.current === null) setReadBefore(current);
    marked.current = newestId;
    if (current && compareIds(current, newestId) >= 0) return;
    // A marker read still on its way must not undo this one.
    void client.cancelQueries({ queryKey: markerKey });
    client.setQueryData(markerKey, newestId);
    setNotificationsMarker(token, newestId).then(
      () => client.setQueryData(markerKey, newestId),
      (error: unknown) => {
        console.error("Could not save the read marker", error);
        client.setQueryData(markerKey, current);
      },
    );
  }, [client, scope, token, newestId, known]);
  return readBefore;
}

/**
 * Clears every notification on the server. Once it is done the list and
 * the unread count are empty at once (reads still on their way are dropped);
 * the read marker stays where it was, and the server numbers what comes next
 * after the cleared ones, so the next notification counts as unread.
 */
export function useClearNotifications() {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken) => clearNotifications(authToken),
    onSuccess: async () => {
      await client.cancelQueries({ queryKey: notificationKeys.list(scope) });
      await client.cancelQueries({ queryKey: notificationKeys.head(scope) });
      client.setQueryData<InfiniteData<Notification[], string | null>>(
        notificationKeys.list(scope),
        { pages: [[]], pageParams: [null] },
      );
      client.setQueryData<Page<NotificationSummary>>(notificationKeys.head(scope), {
        items: [],
        next: null,
      });
    },
  });
}
