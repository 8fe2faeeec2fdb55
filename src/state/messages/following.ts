import { useQueryClient } from "@tanstack/react-query";
import { setConversationTracking } from "@/api/conversations";
import type { Status } from "@/api/entities/status";
import { followsConversation, toldTracking } from "@/domain/messages";
import { createStore, useStore } from "@/ui/store";
import { useAuthedMutation } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";
import { primeStatuses, statusKeys } from "@/state/statuses";

/**
 * Followed conversations, as the user set them in this session, by the
 * conversation's id (or the post's, where the server does not say the
 * conversation): servers before 5.9 do not tell it on the post.
 */
const followedHere = createStore<ReadonlyMap<string, boolean>>(new Map());

/** What following a conversation reads of a post. */
type InConversation = Pick<Status, "id" | "conversation" | "conversation_tracking">;

function trackingKey(status: InConversation): string {
  return status.conversation?.id ?? status.id;
}

function rememberFollowing(key: string, follow: boolean): void {
  followedHere.set(new Map(followedHere.get()).set(key, follow));
}

/**
 * Whether the user follows the post's conversation: what the post says
 * (4.16+), else what the user last chose here, else not.
 */
export function useFollowingConversation(status: InConversation): boolean {
  const followed = useStore(followedHere);
  return followsConversation(toldTracking(status), followed.get(trackingKey(status)));
}

/**
 * Follows the post's conversation or stops. The answer is the post: every
 * cached post of the same conversation takes its new state.
 */
export function useFollowConversation() {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, { status, follow }: { status: InConversation; follow: boolean }) =>
      setConversationTracking(status.id, follow, authToken),
    onSuccess: (answer, { status, follow }) => {
      rememberFollowing(trackingKey(status), follow);
      primeStatuses(client, scope, [answer]);
      const conversation = answer.conversation;
      if (!conversation) return;
      for (const [key, cached] of client.getQueriesData<Status>({
        queryKey: statusKeys.of(scope),
      })) {
        if (cached?.conversation?.id !== conversation.id) continue;
        client.setQueryData<Status>(key, {
          ...cached,
          conversation: { ...cached.conversation, tracking: conversation.tracking },
          conversation_tracking: answer.conversation_tracking,
        });
      }
    },
  });
}
