import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Status } from "@/api/entities/status";
import { usePublishPost } from "@/state/composer";
import type { Viewer } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";
import { timelineKeys } from "@/state/timelines";
import { messageTarget } from "./draft";
import { messageKeys } from "./keys";

/** After a message is sent, the lists of messages load again. */
function messagesChanged(client: QueryClient, viewer: Viewer): void {
  void client.invalidateQueries({ queryKey: messageKeys.of(viewer) });
  void client.invalidateQueries({ queryKey: timelineKeys.kind(viewer, "direct") });
}

export interface MessageDraft {
  text: string;
  /** The message answered; none for a new conversation. */
  inReplyToId: string | null;
}

/** Sends a direct message (a post with `direct` visibility). */
export function useSendMessage() {
  const client = useQueryClient();
  const scope = useAccountScope();
  const publish = usePublishPost();
  const mutate = async ({ text, inReplyToId }: MessageDraft): Promise<Status> => {
    const sent = await publish.mutateAsync({
      draft: { status: text, visibility: "direct", sensitive: false, mediaIds: [], inReplyToId },
      editing: null,
      target: messageTarget(inReplyToId),
    });
    messagesChanged(client, scope);
    return sent;
  };
  return { send: mutate, isPending: publish.isPending, error: publish.error, reset: publish.reset };
}
