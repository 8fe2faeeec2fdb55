import { useCallback, useMemo } from "react";
import { collapseNotifications, type NotificationGroup } from "@/domain/notificationGroups";
import { usePageTitle } from "@/routing/usePageTitle";
import { useAddressChoice } from "@/routing/useAddressChoice";
import type { Notification } from "@/api/entities/notification";
import { useT } from "@/i18n/useT";
import {
  NOTIFICATION_PAGE_SIZE,
  useMarkNotificationsRead,
  useNotificationList,
} from "@/state/notifications";
import { FilterTabs } from "@/ui/FilterTabs";
import { PagedList } from "@/components/list/PagedList";
import { ClearNotifications } from "./ClearNotifications";
import { NotificationItem } from "./NotificationItem";
import { kindOf } from "./notificationKinds";
import { isUnread } from "@/domain/unread";
import "./NotificationsScreen.css";

const byKey = (group: NotificationGroup<Notification>) => group.key;
/** A notification's usual height in px (measured: median 105, a post in it more). */
const NOTIFICATION_HEIGHT = 120;

type Filter = "all" | "mentions";

/** Mentions and replies: what someone wrote to the viewer. */
const isMention = (group: NotificationGroup<Notification>) =>
  group.items.some((item) => {
    const kind = kindOf(item).id;
    return kind === "mention" || kind === "reply";
  });

/**
 * Notifications: opening them loads (or reuses) the list, refreshes the
 * unread count and marks everything up to the newest as read. A fresh visit
 * starts at the top; coming back from a post finds the place left. The
 * Mentions filter (kept in the address, so back returns to it) shows the
 * mentions and replies among the pages loaded; the server's 3.10 API has no
 * filter of its own.
 */
export function NotificationsScreen() {
  const t = useT();
  usePageTitle(t("nav.notifications"));
  const [filter, setFilter] = useAddressChoice<Filter>("filter", ["all", "mentions"]);
  const query = useNotificationList();
  const notifications = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const groups = useMemo(
    () => collapseNotifications(notifications, NOTIFICATION_PAGE_SIZE),
    [notifications],
  );
  const shown = useMemo(
    () => (filter === "mentions" ? groups.filter(isMention) : groups),
    [filter, groups],
  );
  const readBefore = useMarkNotificationsRead(notifications[0]?.id);
  // The same function while nothing it reads changes: the feed's rows are skipped.
  const renderGroup = useCallback(
    (group: NotificationGroup<Notification>) => (
      <NotificationItem items={group.items} unread={isUnread(group.items, readBefore)} />
    ),
    [readBefore],
  );
  return (
    <>
      <h1 className="page-heading">{t("nav.notifications")}</h1>
      <FilterTabs<Filter>
        label={t("notification.filter")}
        options={[
          { value: "all", label: t("notification.filterAll") },
          { value: "mentions", label: t("notification.filterMentions") },
        ]}
        value={filter}
        onChange={setFilter}
      />
      <ClearNotifications />
      <PagedList
        key={filter}
        query={query}
        items={shown}
        itemKey={byKey}
        renderItem={renderGroup}
        itemSize={NOTIFICATION_HEIGHT}
        label={t("nav.notifications")}
        empty={<p>{t(filter === "mentions" ? "notification.noMentions" : "notification.empty")}</p>}
        moreLabel={t("notification.showMore")}
        loadingMoreLabel={t("notification.loadingMore")}
        className="notification-list"
      />
    </>
  );
}
