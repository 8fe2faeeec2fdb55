import { useCallback, useSyncExternalStore } from "react";
import { useAccountScope, useSession } from "@/state/session/sessionContext";
import { markMessagesSeen, onSeenMessagesChange, seenMessages } from "@/state/storage/seenMessages";

/** The messages opened here, by id (the user's, kept in this browser). */
export function useSeenMessages(): ReadonlySet<string> {
  const { store } = useAccountScope();
  return useSyncExternalStore(onSeenMessagesChange, () => seenMessages(store));
}

/** Marks messages as read here (servers that do not track reading). */
export function useMarkMessagesSeen(): (ids: readonly string[]) => void {
  const { user, scope } = useSession();
  const signedIn = user !== null;
  const { store } = scope;
  return useCallback(
    (ids) => {
      if (signedIn && ids.length > 0) markMessagesSeen(store, ids);
    },
    [signedIn, store],
  );
}
