import { BellOff, BellRing } from "lucide-react";
import type { Status } from "@/api/entities/status";
import { useT } from "@/i18n/useT";
import { useFollowConversation, useFollowingConversation } from "@/state/messages/following";
import { showErrorToast, showToast } from "@/ui/toastStore";

/**
 * Following a post's conversation (replies then come as notifications):
 * whether the user follows it, and the toggle, which says what it did.
 */
export function useFollowConversationToggle(
  post: Pick<Status, "id" | "conversation" | "conversation_tracking">,
) {
  const t = useT();
  const following = useFollowingConversation(post);
  const mutation = useFollowConversation();
  const toggle = () =>
    mutation.mutate(
      { status: post, follow: !following },
      {
        onSuccess: () =>
          showToast(t(following ? "conversation.unfollowed" : "conversation.followed")),
        onError: showErrorToast,
      },
    );
  return { following, toggle, pending: mutation.isPending };
}

export function FollowConversationIcon({ following }: { following: boolean }) {
  return following ? (
    <BellOff size={16} aria-hidden="true" />
  ) : (
    <BellRing size={16} aria-hidden="true" />
  );
}

/** The thread view's button: "Follow conversation" / "Stop following". */
export function FollowConversationButton({ post }: { post: Status }) {
  const t = useT();
  const { following, toggle, pending } = useFollowConversationToggle(post);
  return (
    <button
      type="button"
      className="button button-secondary follow-conversation"
      disabled={pending}
      onClick={toggle}
    >
      <FollowConversationIcon following={following} />
      {t(following ? "conversation.unfollow" : "conversation.follow")}
    </button>
  );
}
