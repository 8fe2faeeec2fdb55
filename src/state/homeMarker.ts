import { useCallback, useEffect, useMemo, useState } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getHomeMarker, setHomeMarker } from "@/api/markers";
import { createMarkerSaver, type MarkerSaver } from "@/domain/homeReading";
import { viewerOf, withToken, type Viewer } from "@/state/session/authed";
import {
  useAccountScope,
  useAccountStore,
  type AccountScope,
} from "@/state/session/sessionContext";
import type { AccountStore } from "@/state/storage/accountStore";
import { useCapabilities } from "./instance";

const homeMarkerKey = (viewer: Viewer) => ["homeMarker", viewerOf(viewer)] as const;

/** The home marker this device last saved or took the reader to, per account. */
const SEEN_KEY = "home-marker-seen";

function readSeen(store: AccountStore): string | null {
  return store.local.get(SEEN_KEY);
}

function writeSeen(store: AccountStore, id: string): void {
  store.local.set(SEEN_KEY, id);
}

/** One saver per token, outliving home's screen: leaving home is when it sends. */
const savers = new Map<string, MarkerSaver>();

function saverFor(scope: AccountScope, token: string, client: QueryClient): MarkerSaver {
  let saver = savers.get(token);
  if (!saver) {
    saver = createMarkerSaver({
      send: (id) => setHomeMarker(token, id),
      saved: (id) => {
        writeSeen(scope.store, id);
        client.setQueryData(homeMarkerKey(scope), id);
      },
      known: client.getQueryData<string | null>(homeMarkerKey(scope)) ?? null,
    });
    savers.set(token, saver);
  }
  return saver;
}

/**
 * Home's place on the server (Mitra 3.17+): the marker as the server has it,
 * the saver that moves it (null before 3.17, where only this tab's reading
 * position is kept), and the place to offer: the server's marker when this
 * device did not put it there nor went to it (read on another device).
 */
export function useHomeMarker(): {
  saver: MarkerSaver | null;
  offer: string | null;
  /** This device went to (or declined) the offered place. */
  seen: (id: string) => void;
} {
  const scope = useAccountScope();
  const { token } = scope;
  const store = useAccountStore();
  const client = useQueryClient();
  const { homeMarker } = useCapabilities();
  const enabled = homeMarker && token !== null;
  const query = useQuery({
    queryKey: homeMarkerKey(scope),
    queryFn: withToken(token, getHomeMarker),
    enabled,
    // Asked again each time home opens: another device may have moved it.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const saver = useMemo(
    () => (enabled && token ? saverFor(scope, token, client) : null),
    [enabled, token, scope, client],
  );
  const server = query.data ?? null;
  useEffect(() => {
    if (query.isSuccess) saver?.serverHas(server);
  }, [saver, server, query.isSuccess, query.dataUpdatedAt]);
  const [seenHere, setSeenHere] = useState(() => readSeen(store));
  const seen = useCallback(
    (id: string) => {
      writeSeen(store, id);
      setSeenHere(id);
    },
    [store],
  );
  const lastSeen = readSeen(store) ?? seenHere;
  return { saver, offer: server !== null && server !== lastSeen ? server : null, seen };
}
