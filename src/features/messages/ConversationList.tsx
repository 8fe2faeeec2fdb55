import { useMemo } from "react";
import { Link } from "react-router";
import { useLingui } from "@lingui/react";
import type { Conversation } from "@/api/entities/conversation";
import { displayName } from "@/domain/displayName";
import { isUnread, messagePreview, otherPeople } from "@/domain/messages";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useConversations } from "@/state/messages/pages";
import { useSeenMessages } from "@/state/messages/seen";
import { useCurrentUser } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { Timestamp } from "@/ui/Timestamp";
import { PagedList } from "@/components/list/PagedList";

const byId = (conversation: Conversation) => conversation.id;
/** Avatars shown on a row; more people are in its name. */
const AVATARS = 3;

/** The conversations, 20 at a time by the Link header; unread ones in bold. */
export function ConversationList() {
  const t = useT();
  const query = useConversations();
  const user = useCurrentUser();
  const seen = useSeenMessages();
  const conversations = useMemo(() => {
    // A conversation that moved between pages while paging shows once.
    const all = query.data?.pages.flatMap((page) => page.items) ?? [];
    return all.filter((item, index) => all.findIndex((other) => other.id === item.id) === index);
  }, [query.data]);
  return (
    <PagedList
      query={query}
      items={conversations}
      itemKey={byId}
      renderItem={(conversation) => (
        <ConversationRow
          conversation={conversation}
          viewerId={user.id}
          unread={isUnread(conversation, user.id, seen)}
        />
      )}
      label={t("messages.list")}
      empty={<p>{t("messages.empty")}</p>}
      moreLabel={t("messages.showMore")}
      layout="list"
      className="conversation-list"
    />
  );
}

function ConversationRow({
  conversation,
  viewerId,
  unread,
}: {
  conversation: Conversation;
  viewerId: string;
  unread: boolean;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const last = conversation.last_status;
  const people = otherPeople(conversation.accounts, viewerId);
  const names = people.map((account) => displayName(account)).join(", ");
  return (
    <div className={unread ? "conversation conversation-unread" : "conversation"}>
      <span className="conversation-avatars" aria-hidden="true">
        {people.slice(0, AVATARS).map((account) => (
          <Avatar key={account.id} src={account.avatar} seed={account.actor_id} size={36} />
        ))}
      </span>
      <span className="conversation-body">
        <Link className="conversation-link" to={paths.conversation(last.id)}>
          <span className="conversation-names">
            {people.length === 0
              ? t("messages.onlyYou")
              : people.map((account, index) => (
                  <span key={account.id}>
                    {index > 0 && ", "}
                    <EmojiText text={displayName(account)} emojis={account.emojis} />
                  </span>
                ))}
          </span>
          {unread && <span className="visually-hidden">, {t("messages.unread")}</span>}
        </Link>
        <span className="conversation-preview" title={names}>
          {messagePreview(last.content)}
        </span>
      </span>
      <span className="conversation-time">
        <Timestamp iso={last.created_at} locale={i18n.locale} />
      </span>
    </div>
  );
}
