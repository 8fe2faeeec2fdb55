import { useCallback, useId, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Bookmark, Heart, Lock, MessageSquareQuote, Repeat2, Reply, ThumbsUp } from "lucide-react";
import type { Status } from "@/api/entities/status";
import { ipfsUrl, postRules } from "@/domain/postRules";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useFormatNumber } from "@/i18n/useFormatNumber";
import { useInstance } from "@/state/instance";
import { useLikeEmoji } from "@/state/instanceChoices";
import { capabilitiesFor } from "@/domain/capabilities";
import type { PostToggles } from "@/state/postActions";
import type { PostView } from "@/state/statuses";
import { useOffline } from "@/state/offlineCopy";
import { useSession } from "@/state/session/sessionContext";
import { Menu } from "@/ui/Menu";
import { EmojiButton } from "@/components/emoji/EmojiButton";
import type { PickableEmoji } from "@/domain/quickEmoji";
import { PostMenu } from "./PostMenu";
import type { CardMode } from "./PostEditorSlot";
import { TipWidget } from "./TipWidget";
import { FlagButton } from "./FlagButton";

/**
 * The flag buttons' icons, made once: a button whose flag and count did not
 * change keeps all of its props, so a like redraws the like button alone.
 */
const REPOST_ICON = <Repeat2 size={18} aria-hidden="true" />;
/** The like icon the instance chose (5.3.0+), a thumbs-up by default. */
const LIKE_ICONS = {
  thumbs_up: <ThumbsUp size={18} aria-hidden="true" />,
  heart: <Heart size={18} aria-hidden="true" />,
};
const LIKE_COUNT_ICONS = {
  thumbs_up: <ThumbsUp size={16} aria-hidden="true" />,
  heart: <Heart size={16} aria-hidden="true" />,
};
const BOOKMARK_ICON = <Bookmark size={18} aria-hidden="true" />;

/** Footer actions: reply, repost, like, react, bookmark, IPFS, tips, menu. */
export function PostFooter({
  post,
  view,
  toggles,
  hasEditor,
  inThread,
  onMode,
}: {
  post: Status;
  /** The post without its counts and flags, for the parts a like leaves alone. */
  view: PostView;
  toggles: PostToggles;
  hasEditor: boolean;
  inThread: boolean;
  onMode: (mode: CardMode) => void;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const { user } = useSession();
  const instance = useInstance();
  const likeEmoji = useLikeEmoji();
  const offline = useOffline();
  const reasonId = useId();
  // From the instance already read: one query observer a card, not two.
  const { followersOnlyRepost } = capabilitiesFor(instance.version);
  const navigate = useNavigate();
  const ipfs = ipfsUrl(instance.ipfs_gateway_url, post.ipfs_cid);
  const edit = useCallback(() => onMode("editing"), [onMode]);
  const repost = useCallback(() => toggles.repost(), [toggles]);
  const react = useCallback(
    (emoji: PickableEmoji) => toggles.react(emoji.value, emoji.url),
    [toggles],
  );

  if (!postRules.canInteract(user)) {
    return (
      <footer className="post-footer">
        <Count
          icon={<Reply size={16} className="icon-directional" aria-hidden="true" />}
          title={t("post.replies")}
          label={t("post.repliesCount", { count: post.replies_count })}
          count={post.replies_count}
        />
        <Count
          icon={<Repeat2 size={16} aria-hidden="true" />}
          title={t("post.reposts")}
          label={t("post.repostsCount", { count: post.reblogs_count })}
          count={post.reblogs_count}
        />
        <Count
          icon={LIKE_COUNT_ICONS[likeEmoji]}
          title={t("post.likes")}
          label={t("post.likesCount", { count: post.favourites_count })}
          count={post.favourites_count}
        />
        {ipfs && <IpfsLink href={ipfs} />}
        <TipWidget author={post.account} />
      </footer>
    );
  }

  return (
    <footer className="post-footer">
      {/* Offline the actions wait for the network: disabled as a group, saying why. */}
      <Actions offline={offline} reasonId={reasonId} reason={t("offline.actionsWait")}>
        {postRules.canReply(user) && (
          <button
            type="button"
            className="icon-button"
            aria-label={t("post.reply")}
            title={t("post.reply")}
            onClick={() => (hasEditor ? onMode("reply") : void navigate(paths.post(post.id)))}
          >
            <Reply size={18} className="icon-directional" aria-hidden="true" />
            <span>{formatNumber(post.replies_count)}</span>
          </button>
        )}
        {postRules.canRepost(post, user) && followersOnlyRepost && !post.reblogged ? (
          // Where the server can, a repost goes to everyone or to followers only.
          <Menu
            className="post-repost-menu"
            label={t("post.repost")}
            icon={
              <>
                <Repeat2 size={18} aria-hidden="true" />
                <span>{formatNumber(post.reblogs_count)}</span>
              </>
            }
            items={[
              {
                key: "public",
                label: t("post.repost"),
                icon: <Repeat2 size={16} aria-hidden="true" />,
                onSelect: () => toggles.repost("public"),
              },
              {
                key: "followers",
                label: t("post.repostToFollowers"),
                icon: <Lock size={16} aria-hidden="true" />,
                onSelect: () => toggles.repost("private"),
              },
            ]}
          />
        ) : postRules.canRepost(post, user) ? (
          <FlagButton
            on={post.reblogged}
            label={t("post.repost")}
            undoLabel={t("post.unrepost")}
            toggle={repost}
            icon={REPOST_ICON}
            count={post.reblogs_count}
          />
        ) : (
          <Count
            icon={<Repeat2 size={18} aria-hidden="true" />}
            title={t("post.reposts")}
            label={t("post.repostsCount", { count: post.reblogs_count })}
            count={post.reblogs_count}
          />
        )}
        {hasEditor && inThread && postRules.canRepost(post, user) && (
          <button
            type="button"
            className="icon-button"
            aria-label={t("post.repostWithComment")}
            title={t("post.repostWithComment")}
            onClick={() => onMode("repost")}
          >
            <MessageSquareQuote size={18} aria-hidden="true" />
          </button>
        )}
        <FlagButton
          on={post.favourited}
          label={t("post.like")}
          undoLabel={t("post.unlike")}
          toggle={toggles.like}
          icon={LIKE_ICONS[likeEmoji]}
          count={post.favourites_count}
        />
        <EmojiButton className="post-react" label={t("post.react")} onPick={react} />
        <FlagButton
          on={post.bookmarked}
          label={t("post.bookmark")}
          undoLabel={t("post.unbookmark")}
          toggle={toggles.bookmark}
          icon={BOOKMARK_ICON}
        />
        {ipfs && <IpfsLink href={ipfs} />}
      </Actions>
      {/* Nobody tips or subscribes to themselves. */}
      {user.id !== post.account.id && <TipWidget author={post.account} />}
      <PostMenu post={view} togglePin={toggles.pin} onEdit={hasEditor ? edit : null} />
    </footer>
  );
}

function Actions({
  offline,
  reasonId,
  reason,
  children,
}: {
  offline: boolean;
  reasonId: string;
  reason: string;
  children: ReactNode;
}) {
  if (!offline) return <div className="post-actions">{children}</div>;
  return (
    <fieldset className="post-actions" disabled aria-describedby={reasonId} title={reason}>
      <span id={reasonId} className="visually-hidden">
        {reason}
      </span>
      {children}
    </fieldset>
  );
}

function IpfsLink({ href }: { href: string }) {
  const t = useT();
  return (
    <a className="post-ipfs" href={href} target="_blank" rel="noopener noreferrer nofollow">
      {t("post.ipfs")}
    </a>
  );
}

/**
 * A count shown without an action (visitors, posts that cannot be reposted):
 * the bare number on screen, the counted phrase ("3 replies") for assistive
 * technology.
 */
function Count({
  icon,
  title,
  label,
  count,
}: {
  icon: ReactNode;
  title: string;
  label: string;
  count: number;
}) {
  const formatNumber = useFormatNumber();
  return (
    <span className="post-count" title={title}>
      {icon}
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">{formatNumber(count)}</span>
    </span>
  );
}
