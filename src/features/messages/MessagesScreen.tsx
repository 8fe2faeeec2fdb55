import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { PenLine } from "lucide-react";
import { hasPermission } from "@/domain/permissions";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCapabilities } from "@/state/instance";
import { useMarkMessagesSeen } from "@/state/messages/seen";
import { useCurrentUser } from "@/state/session/sessionContext";
import { useTimeline } from "@/state/timelines";
import { PostList } from "@/components/status/PostList";
import { ConversationList } from "./ConversationList";
import "./Messages.css";

const DIRECT = { kind: "direct" } as const;

/**
 * Direct messages: the conversations, newest first (4.20+), or on older
 * servers the direct timeline; and the way to write a new one.
 */
export function MessagesScreen() {
  const t = useT();
  usePageTitle(t("nav.messages"));
  const { conversations } = useCapabilities();
  // Someone who may not post reads their messages but writes none.
  const canWrite = hasPermission(useCurrentUser(), "create_post");
  return (
    <>
      <div className="messages-heading">
        <h1 className="page-heading">{t("nav.messages")}</h1>
        {canWrite && (
          <Link className="button" to={paths.newMessage}>
            <PenLine size={16} aria-hidden="true" />
            {t("messages.new")}
          </Link>
        )}
      </div>
      {conversations ? <ConversationList /> : <DirectTimeline />}
    </>
  );
}

/** The direct timeline: what is shown counts as read. */
function DirectTimeline() {
  const t = useT();
  const query = useTimeline(DIRECT);
  const markSeen = useMarkMessagesSeen();
  const ids = useMemo(() => query.data?.pages.flatMap((page) => page.ids) ?? [], [query.data]);
  useEffect(() => markSeen(ids), [ids, markSeen]);
  return (
    <PostList source={DIRECT} label={t("nav.messages")} empty={<p>{t("messages.empty")}</p>} />
  );
}
