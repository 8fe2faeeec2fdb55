import type { Conversation } from "@/api/entities/conversation";
import { getAllConversations } from "@/api/conversations";
import { byLatestMessage } from "@/domain/messages";
import { requireToken, viewerOf, type Viewer } from "@/state/session/authed";

/*
 * The messages' state, one concern a module: the conversation pages
 * (pages.ts), the unread dot (unread.ts), the messages seen here (seen.ts),
 * a message's draft (draft.ts), sending (sending.ts), following a
 * conversation (following.ts) and a conversation's thread (thread.ts).
 * Their query keys and the one reading of the whole list live here.
 */

export const messageKeys = {
  all: ["conversations"] as const,
  /** Every key of one account in this family. */
  of: (viewer: Viewer) => ["conversations", viewerOf(viewer)] as const,
  list: (viewer: Viewer) => ["conversations", viewerOf(viewer), "list"] as const,
  /** Every conversation, newest message first: read once for the screen and the dot. */
  whole: (viewer: Viewer) => ["conversations", viewerOf(viewer), "whole"] as const,
  /** The newest messages, for the unread dot (servers without conversations). */
  latest: (viewer: Viewer) => ["conversations", viewerOf(viewer), "latest"] as const,
};

/** The whole list's query, shared by the messages screen and the unread dot. */
export function wholeListQuery(viewer: Viewer) {
  return {
    queryKey: messageKeys.whole(viewer),
    queryFn: async (): Promise<Conversation[]> =>
      byLatestMessage(await getAllConversations(requireToken(viewer.token))),
    staleTime: 60_000,
  };
}
