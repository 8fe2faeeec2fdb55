import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Status } from "@/api/entities/status";
import { useAccountScope } from "@/state/session/sessionContext";
import { readStatus } from "@/state/statuses";
import { useThread } from "@/state/threads";

/** A conversation's thread around one of its messages, with the messages themselves. */
export function useConversationThread(postId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  const thread = useThread(postId);
  const ids = thread.data?.ids;
  const messages = useMemo(
    () =>
      (ids ?? [])
        .map((id) => readStatus(client, scope, id))
        .filter((status): status is Status => status !== undefined),
    [ids, client, scope],
  );
  return { thread, messages };
}
