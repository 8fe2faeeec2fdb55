import { useCallback } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getThread } from "@/api/statuses";
import type { Status } from "@/api/entities/status";
import { threadDepths, withReply } from "@/domain/threads";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { loadRelationships } from "./relationships";
import { primeStatuses } from "./statuses";
import { firstOrKept, keepThread, readThreadCopy } from "./offlineCopy";
import { useSession } from "@/state/session/sessionContext";

/** A thread as stored: its posts' ids in server order and who replies to whom. */
export interface Thread {
  ids: string[];
  parents: Record<string, string | null>;
  /** The first post answers a post the viewer may not see. */
  hiddenParent: boolean;
  /** Read from the copy kept for offline (state/offlineCopy.ts): when it was kept. */
  kept?: number;
}

export const threadKeys = {
  all: ["thread"] as const,
  /** Every key of one account in this family. */
  of: (viewer: Viewer) => ["thread", viewerOf(viewer)] as const,
  detail: (viewer: Viewer, id: string) => ["thread", viewerOf(viewer), id] as const,
};

/** The thread around a post, scrolled to it by the screen. */
export function useThread(id: string) {
  const { scope, token, user, accountId } = useSession();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: threadKeys.detail(scope, id),
    queryFn: async (): Promise<Thread> => {
      const statuses = await firstOrKept(
        accountId,
        () => getThread(id, token),
        (owner) => readThreadCopy(client, scope, owner, id),
      );
      if (!Array.isArray(statuses)) return statuses;
      primeStatuses(client, scope, statuses);
      if (token) {
        const authors = statuses.map((status) => (status.reblog ?? status).account.id);
        void loadRelationships(client, scope, authors, user?.id ?? null);
      }
      const first = statuses[0];
      const thread = {
        ids: statuses.map((status) => status.id),
        parents: Object.fromEntries(statuses.map((status) => [status.id, status.in_reply_to_id])),
        hiddenParent: first?.in_reply_to_id != null && !first.pleroma.parent_visible,
      };
      if (accountId !== null) void keepThread(accountId, id, statuses, thread);
      return thread;
    },
    staleTime: 60_000,
    // Asked even when the browser says it is offline: the copy kept answers then.
    networkMode: "always",
  });
  // Picking another post of the thread shows it under its own URL from the same data.
  const select = useCallback(
    (nextId: string) => {
      if (query.data) client.setQueryData(threadKeys.detail(scope, nextId), query.data);
    },
    [client, scope, query.data],
  );
  return { ...query, select };
}

/** How deep each post sits under the first, for indentation. */
export function useThreadDepths(thread: Thread | undefined): Map<string, number> {
  return thread ? threadDepths(thread.ids, thread.parents) : new Map<string, number>();
}

/** A new reply joins every cached thread that holds its parent, after the parent's replies. */
export function addReplyToThreads(client: QueryClient, viewer: Viewer, reply: Status): void {
  client.setQueriesData<Thread>({ queryKey: threadKeys.of(viewer) }, (thread) =>
    thread ? withReply(thread, reply.id, reply.in_reply_to_id) : thread,
  );
}
