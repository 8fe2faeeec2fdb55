import { useEffect, useMemo } from "react";
import { WindowVirtualizer } from "virtua";
import { collapseNotifications } from "../../domain/notificationGroups";
import { usePageTitle } from "../../routing/usePageTitle";
import { useT } from "../../i18n/useT";
import { useMarkNotificationsRead, useNotificationList } from "../../state/notifications";
import { LoadError } from "../../ui/LoadError";
import { Spinner } from "../../ui/Spinner";
import { NotificationItem } from "./NotificationItem";
import "./NotificationsScreen.css";

/**
 * Spec §2 Notifications. On open: to the top, load (or reuse) the list,
 * refresh the unread count, then mark everything up to the newest as read.
 */
export function NotificationsScreen() {
  const t = useT();
  usePageTitle(t("nav.notifications"));
  const query = useNotificationList();
  const notifications = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const groups = useMemo(() => collapseNotifications(notifications), [notifications]);
  useMarkNotificationsRead(notifications[0]?.id);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const loadMore = () => {
    // Spec §8: a later page that fails is logged; the button stays for another try.
    void query.fetchNextPage().then((result) => {
      if (result.error) console.error(result.error);
    });
  };

  let body;
  if (query.isPending) body = <Spinner label={t("common.loading")} />;
  else if (query.isError && notifications.length === 0) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (groups.length === 0) {
    body = <p className="muted">{t("notification.empty")}</p>;
  } else {
    body = (
      <div className="notification-list">
        <div role="feed" aria-label={t("nav.notifications")} aria-busy={query.isFetching}>
          <WindowVirtualizer data={groups}>
            {(group) => (
              <div key={group.key}>
                <NotificationItem items={group.items} />
              </div>
            )}
          </WindowVirtualizer>
        </div>
        {query.hasNextPage && (
          <div className="post-list-more">
            {query.isFetchingNextPage ? (
              <Spinner label={t("notification.loadingMore")} />
            ) : (
              <button type="button" className="button button-secondary" onClick={loadMore}>
                {t("notification.showMore")}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <>
      <h1 className="page-heading">{t("nav.notifications")}</h1>
      {body}
    </>
  );
}
