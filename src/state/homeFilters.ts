import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Status } from "@/api/entities/status";
import { parseHomeFilters, shownOnHome, type HomeFilters } from "@/domain/homeFilters";
import { useAccountStore, useSession } from "@/state/session/sessionContext";
import type { Viewer } from "@/state/session/authed";
import { followsKnown } from "./relationships";
import { statusKeys } from "./statuses";

/** Kept per account across visits: one account's quiet home is not another's. */
const KEY = "home-filters";
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The home filters of the account shown, and the way to change them (at once, no reload). */
export function useHomeFilters(): [HomeFilters, (filters: HomeFilters) => void] {
  const store = useAccountStore();
  const raw = useSyncExternalStore(subscribe, () => store.local.get(KEY));
  const set = useCallback(
    (filters: HomeFilters) => {
      store.local.set(KEY, JSON.stringify(filters));
      for (const listener of listeners) listener();
    },
    [store],
  );
  // The same object while the kept text is the same: lists filter by it.
  const filters = useMemo(() => parseHomeFilters(raw), [raw]);
  return [filters, set];
}

/**
 * Whether home shows a listed post, from the post and relationship caches.
 * Redrawn when a relationship arrives (a reply's target loads with its page).
 */
export function useHomeShown(): (id: string) => boolean {
  const [filters] = useHomeFilters();
  const { scope, user } = useSession();
  const client = useQueryClient();
  const changes = useRef(0);
  const relationships = useSyncExternalStore(
    useCallback(
      (listener: () => void) =>
        client.getQueryCache().subscribe((event) => {
          if (event.type !== "updated" || !event.query.queryHash.startsWith('["relationship"'))
            return;
          changes.current += 1;
          listener();
        }),
      [client],
    ),
    () => changes.current,
  );
  const viewerId = user?.id ?? null;
  return useMemo(
    () => shownBy(client, filters, scope, viewerId, relationships),
    [client, filters, scope, viewerId, relationships],
  );
}

/**
 * The rule over the caches. `changes` counts the relationship updates: a new
 * count makes a new function, so lists filter afresh when one arrives.
 */
function shownBy(
  client: QueryClient,
  filters: HomeFilters,
  viewer: Viewer,
  viewerId: string | null,
  changes: number,
): (id: string) => boolean {
  return (id) => {
    const post = client.getQueryData<Status>(statusKeys.detail(viewer, id));
    if (!post || changes < 0) return true;
    return shownOnHome(post, filters, viewerId, (accountId) =>
      followsKnown(client, viewer, accountId),
    );
  };
}
