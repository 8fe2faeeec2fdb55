/** What the collapse rule needs of a notification. */
export interface Groupable {
  id: string;
  status: { id: string } | null;
}

export interface NotificationGroup<N extends Groupable> {
  /** The first (newest) notification's id. */
  key: string;
  items: N[];
}

/**
 * Consecutive notifications on the same post collapse into one. The last item
 * of each page (`pageSize` items, as they were loaded) is never folded into the
 * one before it (as Mitra's own client does), so a page boundary never hides a
 * notification's own entry.
 */
export function collapseNotifications<N extends Groupable>(
  notifications: readonly N[],
  pageSize: number,
): NotificationGroup<N>[] {
  const groups: NotificationGroup<N>[] = [];
  notifications.forEach((notification, index) => {
    const previous = groups.at(-1);
    const postId = notification.status?.id ?? null;
    const samePost =
      previous !== undefined &&
      postId !== null &&
      previous.items[0]?.status?.id === postId &&
      index % pageSize !== pageSize - 1;
    if (samePost) previous.items.push(notification);
    else groups.push({ key: notification.id, items: [notification] });
  });
  return groups;
}
