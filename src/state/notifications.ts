import { useEffect, useRef } from "react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { answerFollowRequest } from "../api/followRequests";
import { setNotificationsMarker } from "../api/markers";
import { getNotifications } from "../api/notifications";
import type { Notification } from "../api/notificationTypes";
import { PAGE_SIZE } from "../domain/paging";
import { errorMessage } from "../domain/errors";
import { compareIds } from "../domain/unread";
import { showToast } from "../ui/toastStore";

import { loadRelationships, primeStatuses } from "./postCache";
import { postKeys, queryKeys } from "./keys";
import { useSession } from "./sessionContext";

const listKey = (token: string) => ["notifications", "list", token] as const;

/**
 * The notifications list (spec §7: max_id, limit=20). Their posts go into the
 * one post cache, so a like here shows everywhere; relationships with the
 * posts' authors load with each page. 'Show more' follows a full page.
 */
export function useNotificationList() {
  const { token, user } = useSession();
  const client = useQueryClient();
  const key = listKey(token ?? "");
  return useInfiniteQuery({
    queryKey: key,
    enabled: token !== null,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      if (!token) throw new Error("user must be authenticated");
      const page = await getNotifications(token, pageParam);
      const posts = page.items.flatMap((item) => (item.status ? [item.status] : []));
      primeStatuses(client, token, posts);
      void loadRelationships(
        client,
        token,
        posts.map((post) => (post.reblog ?? post).account.id),
        user?.id ?? null,
      );
      return page.items;
    },
    getNextPageParam: (last: Notification[]) =>
      last.length >= PAGE_SIZE ? (last.at(-1)?.id ?? undefined) : undefined,
    staleTime: 0,
  });
}

/**
 * Spec §2, §4: opening the list refreshes the unread count, then moves the
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
    void client.invalidateQueries({ queryKey: queryKeys.notificationsHead(token) });
  }, [client, token]);

  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !newestId || marked.current === newestId) return;
    const markerKey = queryKeys.notificationsMarker(token);
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

/** Accepts or rejects a follow request from its notification (spec §4 Follow). */
export function useAnswerFollowRequest(accountId: string) {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => {
      if (!token) throw new Error("user must be authenticated");
      return answerFollowRequest(accountId, accept, token);
    },
    onSuccess: (relationship) => {
      if (token) client.setQueryData(postKeys.relationship(token, accountId), relationship);
    },
    onError: (error) => showToast(errorMessage(error), "error"),
  });
}
