import { useMemo } from "react";
import { collapseNotifications, type NotificationGroup } from "../../domain/notificationGroups";
import { usePageTitle } from "../../routing/usePageTitle";
import type { Notification } from "../../api/notificationTypes";
import { useT } from "../../i18n/useT";
import { useMarkNotificationsRead, useNotificationList } from "../../state/notifications";
import { PagedList } from "../../components/list/PagedList";
import { NotificationItem } from "./NotificationItem";
import "./NotificationsScreen.css";

const byKey = (group: NotificationGroup<Notification>) => group.key;

/**
 * Notifications: opening them loads (or reuses) the list, refreshes the
 * unread count and marks everything up to the newest as read. A fresh visit
 * starts at the top; coming back from a post finds the place left.
 */
export function NotificationsScreen() {
  const t = useT();
  usePageTitle(t("nav.notifications"));
  const query = useNotificationList();
  const notifications = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const groups = useMemo(() => collapseNotifications(notifications), [notifications]);
  useMarkNotificationsRead(notifications[0]?.id);
  return (
    <>
      <h1 className="page-heading">{t("nav.notifications")}</h1>
      <PagedList
        query={query}
        items={groups}
        itemKey={byKey}
        renderItem={(group) => <NotificationItem items={group.items} />}
        label={t("nav.notifications")}
        empty={<p>{t("notification.empty")}</p>}
        moreLabel={t("notification.showMore")}
        loadingMoreLabel={t("notification.loadingMore")}
        className="notification-list"
      />
    </>
  );
}
