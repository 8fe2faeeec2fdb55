import type { QueryClient } from "@tanstack/react-query";
import type { Page } from "@/api/http";
import type { Status } from "@/api/entities/status";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Viewer } from "@/state/session/authed";
import { currentUserKeys } from "@/state/session/currentUser";
import type { BootRequests } from "./bootRequests";
import { instanceKeys } from "@/state/instance";
import { readKeptInstance, readKeptUser } from "@/state/session/keptSession";
import { notificationKeys } from "@/state/notifications";
import { storeTimelinePage, timelineKeys, type IdPage } from "@/state/timelines";
import { firstOrKept, readHomeCopy } from "@/state/offlineCopy";

/**
 * Hands the boot requests to the query cache, so the screens that need them
 * find them in flight (or answered) instead of asking again. Instance info
 * kept from the last visit shows at once and counts as stale: it refreshes.
 * Resolves when every one of them is in the cache, answered or failed.
 */
export function seedQueryCache(client: QueryClient, boot: BootRequests): Promise<void> {
  const seeded: Promise<unknown>[] = [];
  const keptInstance = readKeptInstance();
  if (keptInstance) client.setQueryData(instanceKeys.detail, keptInstance, { updatedAt: 0 });
  seeded.push(adopt(client, instanceKeys.detail, boot.instance));

  const { token, user } = boot;
  if (token) {
    // Under the account, as the session asks (SessionProvider): for a token
    // kept from before several accounts, its kept user's, else no one's yet.
    const id = boot.accountId ?? readKeptUser(null)?.id ?? null;
    if (user) seeded.push(adopt(client, currentUserKeys.detail({ id, token }), user));
    const seedScreens = (viewer: Viewer) =>
      Promise.all([
        boot.marker && adopt(client, notificationKeys.marker(viewer), boot.marker),
        boot.home && adoptHome(client, viewer, boot.home, user),
      ]);
    // The screens' queries are the session scope's: the account's, and for
    // a token kept from before several accounts its user's, kept or once
    // answered (the screens wait for that user, so these are there first).
    seeded.push(
      id !== null || !user
        ? seedScreens({ id, token })
        : user.then(
            (known) => seedScreens({ id: known.id, token }),
            () => seedScreens({ id: null, token }),
          ),
    );
  }
  return Promise.all(seeded).then(() => undefined);
}

/** Home's first page, stored as the timeline's query does (storeTimelinePage). */
function adoptHome(
  client: QueryClient,
  viewer: Viewer,
  home: Promise<Page<Status>>,
  user: Promise<CredentialAccount> | null,
): Promise<unknown> {
  // The viewer's own id keeps them out of the relationships asked for:
  // kept from the last visit, else from the user request in flight.
  const kept = readKeptUser();
  const self = kept ? Promise.resolve(kept) : (user ?? Promise.resolve(null));
  return client
    .infiniteQuery({
      queryKey: timelineKeys.list(viewer, { kind: "home" }),
      initialPageParam: null as string | null,
      queryFn: async (): Promise<IdPage> => {
        // With no network, the copy kept of the account last seen here.
        const page = await firstOrKept(
          kept?.id ?? null,
          () => home,
          (id) => readHomeCopy(client, viewer, id),
        );
        if ("kept" in page) return page;
        const account = await self.catch(() => null);
        return storeTimelinePage(client, viewer, account?.id ?? null, page);
      },
    })
    .catch(() => undefined);
}

/** The query's first fetch is the boot request; a failure surfaces where it is used. */
function adopt<T>(
  client: QueryClient,
  queryKey: readonly unknown[],
  request: Promise<T>,
): Promise<unknown> {
  return client.query({ queryKey, queryFn: () => request, retry: false }).catch(() => undefined);
}
