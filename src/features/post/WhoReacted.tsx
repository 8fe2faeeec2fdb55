import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import type { ReactionAccounts } from "@/api/entities/reactionAccounts";
import { withViewerLike, withViewerReactions } from "@/domain/whoReacted";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";
import { useStatus } from "@/state/statuses";
import { usePostPeople, useReactionAccounts, type PostPeopleList } from "@/state/whoReacted";
import { Dialog } from "@/ui/Dialog";
import { QueryState } from "@/ui/QueryState";
import { isSafeUrl } from "@/ui/sanitize";
import { Spinner } from "@/ui/Spinner";
import { FollowButton } from "@/components/account/FollowButton";
import { PersonRow } from "@/components/account/PersonRow";
import "./WhoReacted.css";

type Opened = "likes" | "reposts" | "reactions" | null;

/**
 * Under the post a thread is opened at: its counts of likes, reposts and
 * reactions as buttons, each opening a dialog with the people behind it (a
 * link to each profile and a Follow button). Shown to a signed-in reader,
 * for what the server lists (capabilities), and only for counts above zero.
 * The counts are the cached post's, so a like given here shows at once.
 */
export function WhoReacted({ postId }: { postId: string }) {
  const t = useT();
  const { user } = useSession();
  const { data: listed } = useStatus(postId);
  const { favouritedBy, rebloggedBy, reactionAccounts, reactionListsShowViewer } =
    useCapabilities();
  const [opened, setOpened] = useState<Opened>(null);
  if (!user || !listed) return null;
  const post = listed.reblog ?? listed;
  const mine = post.account.id === user.id;
  const reactions = post.pleroma.emoji_reactions.reduce((sum, item) => sum + item.count, 0);
  const likes = favouritedBy ? post.favourites_count : 0;
  const reposts = rebloggedBy === "any" || (rebloggedBy === "own" && mine) ? post.reblogs_count : 0;
  const reacted = reactionAccounts ? reactions : 0;
  if (likes === 0 && reposts === 0 && reacted === 0) return null;
  // What the server may leave out of the lists: the viewer's own like and reactions.
  const ownLike = !reactionListsShowViewer && post.favourited;
  const ownReactions = reactionListsShowViewer
    ? []
    : post.pleroma.emoji_reactions.filter((reaction) => reaction.me);
  const close = () => setOpened(null);
  const stat = (which: Exclude<Opened, null>, label: string) => (
    <button
      type="button"
      className="post-stat"
      aria-haspopup="dialog"
      onClick={() => setOpened(which)}
    >
      {label}
    </button>
  );

  return (
    <div className="post-stats" role="group" aria-label={t("whoReacted.label")}>
      {likes > 0 && stat("likes", t("post.likesCount", { count: likes }))}
      {reposts > 0 && stat("reposts", t("post.repostsCount", { count: reposts }))}
      {reacted > 0 && stat("reactions", t("whoReacted.reactionsCount", { count: reacted }))}
      <PeopleDialog
        postId={post.id}
        list="favourited_by"
        title={t("whoReacted.likedBy")}
        open={opened === "likes"}
        onClose={close}
        addViewer={ownLike}
        // Other people's likes on this server reach only the post's author.
        partial={(count) => !mine && count < likes}
      />
      <PeopleDialog
        postId={post.id}
        list="reblogged_by"
        title={t("whoReacted.repostedBy")}
        open={opened === "reposts"}
        onClose={close}
        addViewer={false}
        partial={() => false}
      />
      <ReactionsDialog
        postId={post.id}
        open={opened === "reactions"}
        onClose={close}
        ownReactions={ownReactions}
        partial={(count) => !mine && count < reacted}
      />
    </div>
  );
}

function DialogFrame({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} label={title} className="who-reacted-dialog">
      <h2 className="who-reacted-title">{title}</h2>
      {children}
      <div className="who-reacted-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("common.close")}
        </button>
      </div>
    </Dialog>
  );
}

function PersonWithFollow({ account }: { account: Account }) {
  return (
    <PersonRow
      account={account}
      action={(describedBy) => <FollowButton account={account} describedBy={describedBy} />}
    />
  );
}

/** A note when the server listed fewer people than the count (some are hidden from the reader). */
function PartialNote({ shown }: { shown: boolean }) {
  const t = useT();
  return shown ? <p className="who-reacted-note">{t("whoReacted.partial")}</p> : null;
}

/**
 * Who liked or reposted, a page at a time. "Show more" stays where it is
 * while the next page loads; then focus goes to the first person it brought.
 */
function PeopleDialog({
  postId,
  list,
  title,
  open,
  onClose,
  partial,
  addViewer,
}: {
  postId: string;
  list: PostPeopleList;
  title: string;
  open: boolean;
  onClose: () => void;
  partial: (listed: number) => boolean;
  /** The post says the viewer is among these people, and the server may have left them out. */
  addViewer: boolean;
}) {
  const t = useT();
  const { user } = useSession();
  const query = usePostPeople(postId, list, open);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const listed = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Once the last page is in: the viewer may be on a later one.
  const accounts =
    user && addViewer && query.data && !query.hasNextPage
      ? withViewerLike(listed, user, true)
      : listed;
  const count = accounts.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll("li")[from]?.querySelector<HTMLElement>("a")?.focus();
  }, [count]);
  const more = () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = count;
    void query.fetchNextPage();
  };
  return (
    <DialogFrame title={title} open={open} onClose={onClose}>
      <QueryState query={query} keepData>
        {() =>
          count === 0 ? (
            <p>{t("whoReacted.nobody")}</p>
          ) : (
            <>
              <ul className="who-reacted-list" aria-label={title} ref={listRef}>
                {accounts.map((account) => (
                  <li key={account.id}>
                    <PersonWithFollow account={account} />
                  </li>
                ))}
              </ul>
              {query.hasNextPage ? (
                <div className="who-reacted-more">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-disabled={query.isFetchingNextPage}
                    onClick={more}
                  >
                    {t("profile.showMoreUsers")}
                  </button>
                  {query.isFetchingNextPage && <Spinner label={t("common.loading")} />}
                </div>
              ) : (
                <PartialNote shown={partial(count)} />
              )}
            </>
          )
        }
      </QueryState>
    </DialogFrame>
  );
}

/** Who reacted, under a heading per emoji (the server sends them all at once). */
function ReactionsDialog({
  postId,
  open,
  onClose,
  partial,
  ownReactions,
}: {
  postId: string;
  open: boolean;
  onClose: () => void;
  partial: (listed: number) => boolean;
  /** The emoji the post says the viewer gave, where the server may have left them out. */
  ownReactions: { name: string; url: string | null }[];
}) {
  const t = useT();
  const { user } = useSession();
  const query = useReactionAccounts(postId, open);
  const title = t("post.reactions");
  return (
    <DialogFrame title={title} open={open} onClose={onClose}>
      <QueryState query={query} keepData>
        {(listed) => {
          const reactions = user ? withViewerReactions(listed, user, ownReactions) : listed;
          return reactions.length === 0 ? (
            <p>{t("whoReacted.nobody")}</p>
          ) : (
            <>
              {reactions.map((reaction) => (
                <ReactionSection key={reaction.name} reaction={reaction} />
              ))}
              <PartialNote
                shown={partial(reactions.reduce((sum, item) => sum + item.accounts.length, 0))}
              />
            </>
          );
        }}
      </QueryState>
    </DialogFrame>
  );
}

function ReactionSection({ reaction }: { reaction: ReactionAccounts }) {
  const t = useT();
  const url = reaction.url && isSafeUrl(reaction.url) ? reaction.url : null;
  const heading = t("post.reactionCount", {
    emoji: reaction.name,
    count: reaction.accounts.length,
  });
  return (
    <section className="who-reacted-emoji">
      <h3 className="who-reacted-emoji-title">
        <span aria-hidden="true">
          {url ? <img className="emoji" src={url} alt="" /> : reaction.name}{" "}
          {reaction.accounts.length}
        </span>
        <span className="visually-hidden">{heading}</span>
      </h3>
      <ul className="who-reacted-list" aria-label={heading}>
        {reaction.accounts.map((account) => (
          <li key={account.id}>
            <PersonWithFollow account={account} />
          </li>
        ))}
      </ul>
    </section>
  );
}
