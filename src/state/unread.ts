import { useQuery } from "@tanstack/react-query";
import { getNotificationsMarker } from "@/api/markers";
import { getNotificationSummaries } from "@/api/notifications";
import { unreadCount } from "@/domain/unread";
import { withToken } from "@/state/session/authed";
import { notificationKeys } from "./notifications";
import { useAccountScope } from "@/state/session/sessionContext";
import { useIdle } from "@/ui/useIdle";

/** How often the badge asks for news while the tab is visible. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * The unread notification count, from the first page of notifications
 * and the read marker.
 */
export interface Unread {
  count: number;
  /** Every loaded notification is unread and more exist: show "count+". */
  more: boolean;
}

export function useUnreadCount(): Unread {
  const scope = useAccountScope();
  const { token } = scope;
  // The page of notifications is the start's largest answer (whole posts and
  // accounts, for a count): it waits until the first screen is drawn, so it
  // does not share the network with the start's code, posts and pictures.
  const idle = useIdle();
  const marker = useQuery({
    queryKey: notificationKeys.marker(scope),
    queryFn: withToken(token, getNotificationsMarker),
    // The shell asks for it whoever is there; a visitor has nothing unread.
    enabled: token !== null,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  const head = useQuery({
    queryKey: notificationKeys.head(scope),
    queryFn: withToken(token, getNotificationSummaries),
    enabled: idle && token !== null,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  if (!head.data || marker.data === undefined) return { count: 0, more: false };
  const ids = head.data.items.map((item) => item.id);
  const count = unreadCount(ids, marker.data);
  return { count, more: count === ids.length && head.data.next !== null };
}
