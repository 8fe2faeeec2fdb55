import type { Conversation } from "@/api/entities/conversation";
import { getAllConversations } from "@/api/conversations";
import { byLatestMessage } from "@/domain/messages";
import { requireToken, viewerOf } from "@/state/session/authed";

/*
 * The messages' state, one concern a module: the conversation pages
 * (pages.ts), the unread dot (unread.ts), the messages seen here (seen.ts),
 * a message's draft (draft.ts), sending (sending.ts), following a
 * conversation (following.ts) and a conversation's thread (thread.ts).
 * Their query keys and the one reading of the whole list live here.
 */

export const messageKeys = {
  all: ["conversations"] as const,
  list: (token: string | null) => ["conversations", "list", viewerOf(token)] as const,
  /** Every conversation, newest message first: read once for the screen and the dot. */
  whole: (token: string | null) => ["conversations", "whole", viewerOf(token)] as const,
  /** The newest messages, for the unread dot (servers without conversations). */
  latest: (token: string | null) => ["conversations", "latest", viewerOf(token)] as const,
};

/** The whole list's query, shared by the messages screen and the unread dot. */
export function wholeListQuery(token: string | null) {
  return {
    queryKey: messageKeys.whole(token),
    queryFn: async (): Promise<Conversation[]> =>
      byLatestMessage(await getAllConversations(requireToken(token))),
    staleTime: 60_000,
  };
}
