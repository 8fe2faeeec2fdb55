import type { QueryClient } from "@tanstack/react-query";
import { currentUserKeys } from "./currentUser";
import type { BootRequests } from "./bootRequests";
import { instanceKeys } from "./instance";
import { readKeptInstance, readKeptUser } from "./keptSession";
import { notificationKeys } from "./notifications";
import { storeTimelinePage, timelineKeys } from "./timelines";

/**
 * Hands the boot requests to the query cache, so the screens that need them
 * find them in flight (or answered) instead of asking again. Instance info
 * kept from the last visit shows at once and counts as stale: it refreshes.
 */
export function seedQueryCache(client: QueryClient, boot: BootRequests): void {
  const keptInstance = readKeptInstance();
  if (keptInstance) client.setQueryData(instanceKeys.detail, keptInstance, { updatedAt: 0 });
  adopt(client, instanceKeys.detail, boot.instance);

  const { token } = boot;
  if (!token) return;
  if (boot.user) adopt(client, currentUserKeys.detail(token), boot.user);
  if (boot.marker) adopt(client, notificationKeys.marker(token), boot.marker);
  if (boot.notifications) adopt(client, notificationKeys.head(token), boot.notifications);
  const home = boot.home;
  if (home) {
    // The viewer's own id keeps them out of the relationships asked for:
    // kept from the last visit, else from the user request in flight.
    const kept = readKeptUser();
    const viewer = kept ? Promise.resolve(kept) : (boot.user ?? Promise.resolve(null));
    void client
      .infiniteQuery({
        queryKey: timelineKeys.list(token, { kind: "home" }),
        initialPageParam: null as string | null,
        queryFn: async () => {
          const [page, user] = await Promise.all([home, viewer.catch(() => null)]);
          return storeTimelinePage(client, token, user?.id ?? null, page);
        },
      })
      .catch(() => undefined);
  }
}

/** The query's first fetch is the boot request; a failure surfaces where it is used. */
function adopt<T>(client: QueryClient, queryKey: readonly unknown[], request: Promise<T>): void {
  void client.query({ queryKey, queryFn: () => request, retry: false }).catch(() => undefined);
}
