import { Link } from "react-router";
import { Pencil, Pin, Reply } from "lucide-react";
import { useLingui } from "@lingui/react";
import type { Status } from "../../api/statusTypes";
import { displayName } from "../../domain/displayName";
import { paths, profilePath } from "../../routing/paths";
import { useT } from "../../i18n/useT";
import { Avatar } from "../../ui/Avatar";
import { EmojiText } from "../../ui/EmojiText";
import { Timestamp, formatFull } from "../../ui/Timestamp";
import { PostVisibility } from "./PostVisibility";

/** Author, handle, reply-to, visibility, featured and edited markers, time. */
export function PostHeader({ post, headingId }: { post: Status; headingId: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const author = post.account;
  const profile = profilePath(author);
  const replyTo =
    post.in_reply_to_id === null
      ? null
      : post.mentions.find((mention) => mention.id === post.in_reply_to_account_id);
  return (
    <header className="post-header">
      <Link className="post-avatar" to={profile} tabIndex={-1} aria-hidden="true">
        <Avatar src={author.avatar} seed={author.actor_id} size={44} />
      </Link>
      <div className="post-meta">
        <div className="post-names">
          <Link className="post-author" to={profile} id={headingId}>
            <EmojiText text={displayName(author)} emojis={author.emojis} />
          </Link>
          <span className="post-handle">@{author.acct}</span>
        </div>
        {post.in_reply_to_id !== null && (
          <Link className="post-reply-to" to={paths.post(post.in_reply_to_id)}>
            <Reply size={14} aria-hidden="true" />
            {replyTo
              ? t("post.replyingTo", { acct: replyTo.acct || replyTo.username })
              : t("post.replyingToPost")}
          </Link>
        )}
      </div>
      <div className="post-markers">
        {post.pinned && (
          <span
            className="post-pinned"
            role="img"
            aria-label={t("post.featured")}
            title={t("post.featured")}
          >
            <Pin size={14} aria-hidden="true" />
          </span>
        )}
        <PostVisibility visibility={post.visibility} />
        {post.edited_at && (
          <span
            className="post-edited"
            title={t("post.editedAt", { date: formatFull(new Date(post.edited_at), i18n.locale) })}
          >
            <Pencil size={12} aria-hidden="true" />
            {t("post.edited")}
          </span>
        )}
        <Link className="post-time" to={paths.post(post.id)}>
          <Timestamp iso={post.created_at} locale={i18n.locale} />
        </Link>
      </div>
    </header>
  );
}
