import { Link } from "react-router";
import { Pencil, Pin, Reply, Users } from "lucide-react";
import { useLingui } from "@lingui/react";
import type { Status } from "@/api/entities/status";
import type { PostView } from "@/state/statuses";
import { displayName } from "@/domain/displayName";
import { languageName, shownPostLanguage } from "@/domain/postLanguages";
import { parseDate } from "@/domain/safeFormat";
import { paths } from "@/routing/paths";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { Timestamp, formatFull } from "@/ui/Timestamp";
import { PostVisibility } from "./PostVisibility";
import { PostLink, ProfileLink, useInAppLinks } from "@/components/links/AudienceLink";

/** Author, handle, reply-to, the group it is in, visibility, featured and edited markers, time. */
export function PostHeader({ post, headingId }: { post: PostView; headingId: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const author = post.account;
  const edited = parseDate(post.edited_at);
  const editedDate = edited ? formatFull(edited, i18n.locale) : "";
  const editedTitle = editedDate ? t("post.editedAt", { date: editedDate }) : undefined;
  return (
    <header className="post-header">
      <ProfileLink className="post-avatar" account={author} tabIndex={-1} aria-hidden="true">
        <Avatar src={author.avatar} seed={author.actor_id} size={44} />
      </ProfileLink>
      <div className="post-meta">
        <div className="post-names">
          <ProfileLink className="post-author" account={author} id={headingId}>
            <EmojiText text={displayName(author)} emojis={author.emojis} />
          </ProfileLink>
          <span className="post-handle" dir="ltr">
            @{author.acct}
          </span>
        </div>
        {post.in_reply_to_id !== null && <ReplyTo post={post} parentId={post.in_reply_to_id} />}
        {post.group && <InGroup group={post.group} />}
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
        <PostLanguage language={post.language} locale={i18n.locale} />
        {post.edited_at && (
          <span className="post-edited" title={editedTitle}>
            <Pencil size={12} aria-hidden="true" />
            {t("post.edited")}
          </span>
        )}
        <PostLink className="post-time" post={post}>
          <Timestamp iso={post.created_at} locale={i18n.locale} />
        </PostLink>
      </div>
    </header>
  );
}

/** The post's language, as its code, when it is not the reader's own. */
function PostLanguage({ language, locale }: { language: string | null; locale: string }) {
  const t = useT();
  const shown = shownPostLanguage(language, locale);
  if (shown === null) return null;
  const label = t("post.language", { language: languageName(shown, locale) });
  return (
    <span className="post-language" title={label}>
      <span aria-hidden="true">{shown.toUpperCase()}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * "Replying to @x": the parent post for signed-in users. Visitors only know
 * the replied-to account's own page (the parent's address is not in the
 * post), so their link goes there, and without a known account it is text.
 */
function ReplyTo({ post, parentId }: { post: PostView; parentId: string }) {
  const t = useT();
  const inApp = useInAppLinks();
  const account = post.mentions.find((mention) => mention.id === post.in_reply_to_account_id);
  const content = (
    <>
      <Reply size={14} className="icon-directional" aria-hidden="true" />
      {account
        ? t("post.replyingTo", { acct: account.acct || account.username })
        : t("post.replyingToPost")}
    </>
  );
  if (inApp) {
    return (
      <Link className="post-reply-to" to={paths.post(parentId)}>
        {content}
      </Link>
    );
  }
  return account ? (
    <ProfileLink className="post-reply-to" account={{ ...account, actor_id: "" }}>
      {content}
    </ProfileLink>
  ) : (
    <span className="post-reply-to">{content}</span>
  );
}

/** "in ‹group›": the group the post was addressed to, linking to the group's page. */
function InGroup({ group }: { group: NonNullable<Status["group"]> }) {
  return (
    <span className="post-group">
      <Users size={14} aria-hidden="true" />
      <span>
        <Message
          id="post.inGroup"
          components={{
            group: (
              <ProfileLink className="post-group-name" account={group}>
                <EmojiText text={displayName(group)} emojis={group.emojis} />
              </ProfileLink>
            ),
          }}
        />
      </span>
    </span>
  );
}
