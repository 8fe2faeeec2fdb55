import { useEffect, useRef, useState } from "react";
import { EyeOff } from "lucide-react";
import { displayName } from "@/domain/displayName";
import { useT } from "@/i18n/useT";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { RichText } from "@/ui/RichText";
import { usePostView, type PostView } from "@/state/statuses";
import { postLinkRenderer } from "./postLinks";
import { PostPoll } from "./PostPoll";
import { PostLink, useInAppLinks } from "@/components/links/AudienceLink";

/** The ids of quoted posts: `links`, then `pleroma.quote`, without repeats. */
export function quotedIds(post: PostView): string[] {
  const ids = post.links.map((linked) => linked.id);
  if (post.pleroma.quote) ids.push(post.pleroma.quote.id);
  return [...new Set(ids)];
}

/** Posts quoted by a post, as embedded cards linking to them. */
export function QuotedPosts({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <div className="post-quotes">
      {ids.map((id) => (
        <QuotedPost key={id} id={id} />
      ))}
    </div>
  );
}

/** What stands for a muted author's post (a card or a quote): a line saying so, and a button to show it. */
export function MutedFold({ labelId, onShow }: { labelId?: string; onShow: () => void }) {
  const t = useT();
  return (
    <>
      <p id={labelId} className="post-folded-text">
        <EyeOff size={16} aria-hidden="true" />
        {t("post.mutedAuthor")}
      </p>
      <button type="button" className="button button-secondary" onClick={onShow}>
        {t("post.showMuted")}
      </button>
    </>
  );
}

/**
 * A quoted post; one by an author the viewer muted comes marked hidden and
 * is folded behind a button, which hands focus to the quote it shows.
 */
function QuotedPost({ id }: { id: string }) {
  const t = useT();
  const post = usePostView(id);
  const inApp = useInAppLinks();
  const [shown, setShown] = useState(false);
  const quote = useRef<HTMLQuoteElement>(null);
  useEffect(() => {
    if (shown) quote.current?.focus();
  }, [shown]);
  if (!post) return null;
  if (post.hidden && !shown) {
    return (
      <div className="post-quote post-quote-folded">
        <MutedFold onShow={() => setShown(true)} />
      </div>
    );
  }
  const renderLink = inApp ? postLinkRenderer(post) : undefined;
  return (
    <blockquote
      ref={quote}
      // Focus lands here when a folded quote is shown.
      tabIndex={shown ? -1 : undefined}
      className="post-quote"
      data-quote-id={post.id}
      aria-label={t("post.quoted", { name: displayName(post.account) })}
    >
      <div className="post-quote-author">
        <Avatar src={post.account.avatar} seed={post.account.actor_id} size={20} />
        <EmojiText
          text={displayName(post.account)}
          emojis={post.account.emojis}
          className="post-quote-name"
        />
        <span className="post-handle" dir="ltr">
          @{post.account.acct}
        </span>
      </div>
      <RichText
        html={post.content}
        emojis={post.emojis}
        renderLink={renderLink}
        className="post-quote-content"
      />
      <PostPoll statusId={post.id} authorId={post.account.id} poll={post.poll} />
      {post.media_attachments.length > 0 && (
        <p className="post-quote-media muted">
          {t("post.attachmentCount", { count: post.media_attachments.length })}
        </p>
      )}
      <PostLink className="post-quote-open" post={post}>
        {t("post.openQuoted")}
      </PostLink>
    </blockquote>
  );
}
