import { useEffect, useMemo } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { threadFailure } from "@/components/status/threadFailure";
import { latestMessage, messagePeople, replyMentions } from "@/domain/messages";
import { hasPermission } from "@/domain/permissions";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCapabilities } from "@/state/instance";
import { useMarkMessagesSeen } from "@/state/messages/seen";
import { useConversationThread } from "@/state/messages/thread";
import { useCurrentUser } from "@/state/session/sessionContext";
import { QueryState } from "@/ui/QueryState";
import { PostCard } from "@/components/status/PostCard";
import { FollowConversationButton } from "@/components/status/FollowConversation";
import { MessageForm } from "./MessageForm";
import "./Messages.css";

/**
 * One conversation: its messages in order, read once shown, and a reply to
 * the newest at the bottom, direct, naming everyone in it.
 */
export function ConversationScreen() {
  const t = useT();
  const { postId = "" } = useParams();
  const user = useCurrentUser();
  const { conversationTracking } = useCapabilities();
  const { thread, messages } = useConversationThread(postId);
  const markSeen = useMarkMessagesSeen();
  const people = useMemo(() => messagePeople(messages, user.id), [messages, user.id]);
  const names = people.map((person) => `@${person.acct}`).join(", ");
  const title = people.length > 0 ? t("messages.with", { names }) : t("nav.messages");
  usePageTitle(title);
  const latest = latestMessage(messages);

  const ids = thread.data?.ids;
  useEffect(() => {
    if (ids) markSeen(ids);
  }, [ids, markSeen]);

  return (
    <>
      <div className="messages-heading">
        <Link className="button button-secondary" to={paths.messages}>
          <ArrowLeft size={16} className="icon-directional" aria-hidden="true" />
          {t("nav.messages")}
        </Link>
        {conversationTracking && latest && <FollowConversationButton post={latest} />}
      </div>
      <h1 className="page-heading">{title}</h1>
      <QueryState query={thread} failure={threadFailure(t("post.notFound"))}>
        {({ ids: loaded }) => (
          <>
            <div className="conversation-thread" role="feed" aria-label={title}>
              {loaded.map((id, index) => (
                <PostCard key={id} id={id} position={index + 1} inThread />
              ))}
            </div>
            {latest && hasPermission(user, "create_post") && (
              <MessageForm
                key={postId}
                label={t("messages.reply")}
                initialText={replyMentions(people)}
                inReplyToId={latest.id}
              />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
