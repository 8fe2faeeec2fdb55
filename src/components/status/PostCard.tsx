import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { Lock, Repeat2 } from "lucide-react";
import { useLingui } from "@lingui/react";
import type { Status } from "@/api/entities/status";
import { displayName } from "@/domain/displayName";
import { addGreentext } from "@/domain/greentext";
import { isGroupAnnounce, postHeadline } from "@/domain/groupPosts";
import { useT } from "@/i18n/useT";
import { useClientConfig } from "@/state/clientConfig";
import { usePostView, useStatus, type PostView } from "@/state/statuses";
import { usePostToggles } from "@/state/postActions";
import { useSession } from "@/state/session/sessionContext";
import { EmojiText } from "@/ui/EmojiText";
import { MediaGallery } from "@/ui/MediaGallery";
import { RichText } from "@/ui/RichText";
import { parseDate } from "@/domain/safeFormat";
import { formatFull } from "@/ui/Timestamp";
import { ItemBoundary } from "@/ui/ItemBoundary";
import { isTyping } from "@/ui/keyboard";
import { postShortcut } from "@/components/keyboard/shortcuts";
import { PostHeader } from "./PostHeader";
import { PostPoll } from "./PostPoll";
import { PostInteractions } from "./PostInteractions";
import { focusPostCard } from "./cardFocus";
import { usePostEditorSlot, type CardMode, type PostEditorSlot } from "./PostEditorSlot";
import { postLinkRenderer } from "./postLinks";
import { MutedFold, QuotedPosts, quotedIds } from "./QuotedPosts";
import { quoteFallback } from "./quoteFallback";
import { reportToggleFailure } from "./toggleFailure";
import { useMediaLabels } from "@/components/media/useMediaLabels";
import { ProfileLink, useInAppLinks, useOpenPost } from "@/components/links/AudienceLink";
import { isCardClick, wantsNewTab } from "./cardClick";
import "./PostCard.css";

interface PostCardProps {
  /** The listed post's id: a repost's own id, or a post's. */
  id: string;
  /** Position in a feed, for aria-posinset. */
  position?: number;
  highlighted?: boolean;
  inThread?: boolean;
  /** Thread view: picking a post highlights it instead of opening it. */
  onSelect?: (id: string) => void;
}

/**
 * A post card, reading its post from the one cached copy: the body reads the
 * post without its counts and flags, and the action bar reads those itself,
 * so the viewer's clicks redraw the action bar alone.
 */
export const PostCard = memo(function PostCard(props: PostCardProps) {
  // Threads, search and conversations show cards outside a paged list: a
  // card's failure stays in the card there too.
  return (
    <ItemBoundary>
      <ListedPost {...props} />
    </ItemBoundary>
  );
});

function ListedPost({ id, ...rest }: PostCardProps) {
  const listed = usePostView(id);
  if (!listed) return null;
  return listed.reblog ? (
    <RepostCard repost={listed} originalId={listed.reblog.id} {...rest} />
  ) : (
    <PostBody post={listed} {...rest} />
  );
}

function RepostCard({
  repost,
  originalId,
  ...rest
}: { repost: PostView; originalId: string } & Omit<PostCardProps, "id">) {
  const t = useT();
  const original = usePostView(originalId);
  // A deleted original takes its reposts with it.
  if (!original) return null;
  // A group passing a member's post on to its members: the member's post,
  // whose card says which group it is in.
  if (isGroupAnnounce(repost)) return <PostBody post={original} {...rest} />;
  const reposter = (
    <ProfileLink account={repost.account} className="post-reposted-by-name">
      <EmojiText text={displayName(repost.account)} emojis={repost.account.emojis} />
    </ProfileLink>
  );
  return (
    <PostBody
      post={original}
      {...rest}
      banner={
        <p className="post-reposted-by">
          <Repeat2 size={14} aria-hidden="true" />
          <span>{t("post.repostedBy")}</span> {reposter}
          {repost.visibility === "private" && (
            <span className="post-repost-audience">
              <Lock size={12} aria-hidden="true" />
              {t("post.repostedToFollowers")}
            </span>
          )}
        </p>
      }
    />
  );
}

type PostBodyProps = Omit<PostCardProps, "id"> & { post: PostView; banner?: React.ReactNode };

/**
 * A post whose author the viewer muted comes marked hidden: it is folded to
 * one line with a button that shows it, unless it is the post the reader
 * opened. Showing it moves focus to the card, where the button was.
 */
function PostBody(props: PostBodyProps) {
  const labelId = useId();
  const [shown, setShown] = useState(false);
  const { post, position, highlighted = false } = props;
  if (!post.hidden || shown || highlighted) return <PostContent {...props} />;
  return (
    <article
      className="post post-folded"
      // A feed's articles take focus (WAI-ARIA feed pattern), folded ones too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-labelledby={labelId}
      aria-posinset={position}
      aria-setsize={position === undefined ? undefined : -1}
      data-post-id={post.id}
    >
      {props.banner}
      <MutedFold
        labelId={labelId}
        onShow={() => {
          setShown(true);
          focusPostCard(post.id);
        }}
      />
    </article>
  );
}

function PostContent({
  post,
  position,
  highlighted = false,
  inThread = false,
  onSelect,
  banner,
}: PostBodyProps) {
  const headingId = useId();
  const openPost = useOpenPost();
  const { user } = useSession();
  const { contentWarningsEnabled } = useClientConfig();
  const toggles = usePostToggles(post.id, reportToggleFailure);
  const editor = usePostEditorSlot();
  const { mode, article, openEditor, closeEditor } = useCardEditor(inThread);
  const mediaLabels = useMediaLabels();
  // A titled post's content starts with the title as an h1: it shows once, as the headline.
  const headline = useMemo(
    () => postHeadline({ title: post.title, content: post.content }),
    [post.title, post.content],
  );
  const content = useMemo(() => addGreentext(headline.content), [headline.content]);
  const inApp = useInAppLinks();
  const renderLink = useMemo(
    () =>
      inApp
        ? postLinkRenderer({ mentions: post.mentions, tags: post.tags, links: post.links })
        : undefined,
    [inApp, post.mentions, post.tags, post.links],
  );
  const quoted = useMemo(
    () => (post.pleroma.quote ? [...post.links, post.pleroma.quote] : post.links),
    [post.links, post.pleroma.quote],
  );
  const omitQuoteFallback = useMemo(() => quoteFallback(quoted), [quoted]);

  // The focused post's own shortcuts (the list's j/k move between posts).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTyping(event)) return;
    const shortcut = postShortcut(event);
    if (shortcut === "open" && event.target === event.currentTarget) {
      if (onSelect) onSelect(post.id);
      else openPost(post, false);
    } else if (shortcut === "like" && user) toggles.like();
    else if (shortcut === "bookmark" && user) toggles.bookmark();
    else return;
    event.preventDefault();
  };

  // A click on the text or free space opens the post, as its time link
  // does (a quote's opens the quote); in a thread it picks the post instead.
  const onCardClick = (event: MouseEvent<HTMLElement>, newTab: boolean) => {
    if (!isCardClick(event.currentTarget, event.target)) return;
    const quoteId = (event.target as Element)
      .closest("[data-quote-id]")
      ?.getAttribute("data-quote-id");
    const quote = quoted.find((each) => each.id === quoteId);
    if (quote) openPost(quote, newTab);
    else if (onSelect && !newTab) onSelect(post.id);
    else openPost(post, newTab);
  };

  if (mode === "editing" && editor) {
    return (
      <div className="post post-editing">
        <CardEditor id={post.id} editor={editor} mode={mode} done={closeEditor} />
      </div>
    );
  }

  /* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions --
     A feed's articles take focus (WAI-ARIA feed pattern) so j/k, Enter, l and b work on them. */
  return (
    <article
      ref={article}
      className={highlighted ? "post post-highlighted" : "post"}
      tabIndex={0}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={position === undefined ? undefined : -1}
      aria-current={highlighted ? "true" : undefined}
      data-post-id={post.id}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.button === 0) onCardClick(event, wantsNewTab(event));
      }}
      onAuxClick={(event) => {
        if (event.button === 1) onCardClick(event, true);
      }}
    >
      {banner}
      <PostHeader post={post} headingId={headingId} />
      {headline.title !== null && (
        <h2 className="post-title" dir="auto">
          {headline.title}
        </h2>
      )}
      <RichText
        html={content}
        emojis={post.emojis}
        renderLink={renderLink}
        omit={omitQuoteFallback}
        className="post-content"
      />
      <MediaGallery
        media={post.media_attachments}
        blurred={post.sensitive && contentWarningsEnabled}
        labels={mediaLabels}
      />
      <PostPoll statusId={post.id} authorId={post.account.id} poll={post.poll} />
      <QuotedPosts ids={quotedIds(post)} />
      {highlighted && <FullDate iso={post.created_at} />}
      <PostInteractions
        view={post}
        toggles={toggles}
        hasEditor={editor !== null}
        inThread={inThread}
        onMode={openEditor}
      />
      {mode !== "view" && editor && (
        <div className="post-inline-editor">
          <CardEditor id={post.id} editor={editor} mode={mode} done={closeEditor} />
        </div>
      )}
    </article>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
}

/** The editor in a card's place or below it, given the whole post (its counts too). */
function CardEditor({
  id,
  editor,
  mode,
  done,
}: {
  id: string;
  editor: PostEditorSlot;
  mode: Exclude<CardMode, "view">;
  done: (published?: Status) => void;
}) {
  const { data: post } = useStatus(id);
  return post ? editor.render(mode, post, done) : null;
}

/** The selected post of a thread shows when it was written in full, in the reader's language. */
function FullDate({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  const date = parseDate(iso);
  if (!date) return null;
  return (
    <p className="post-full-date">
      <time dateTime={iso}>{formatFull(date, i18n.locale)}</time>
    </p>
  );
}

/**
 * The card's editor mode, and where focus goes when the editor closes, so a
 * keyboard user keeps their place: a reply sent in a thread → the new
 * reply's card (it shows there); any other success → this card (a reply
 * made from a timeline lands out of sight, a toast links to it); a cancel →
 * the button that opened the editor, or this card when that is gone.
 */
function useCardEditor(inThread: boolean) {
  const [mode, setMode] = useState<CardMode>("view");
  const article = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef<(() => void) | null>(null);

  // After the card is back (an edited card is rendered anew).
  useEffect(() => {
    if (mode !== "view" || !refocus.current) return;
    const run = refocus.current;
    refocus.current = null;
    run();
  }, [mode]);

  const openEditor = (next: CardMode) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMode(next);
  };
  const closeEditor = (published?: Status) => {
    const newReply = mode === "reply" && inThread ? published : undefined;
    refocus.current = () => {
      const card = article.current;
      const back = opener.current;
      if (newReply) focusPostCard(newReply.id, () => card?.focus());
      else if (!published && back?.isConnected && card?.contains(back)) back.focus();
      else card?.focus();
    };
    setMode("view");
  };
  return { mode, article, openEditor, closeEditor };
}
