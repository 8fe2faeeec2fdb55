import { useMemo } from "react";
import type { TimelineSource } from "@/api/timelines";
import { useT } from "@/i18n/useT";
import { useTimeline } from "@/state/timelines";
import { PagedList } from "@/components/list/PagedList";
import type { JumpTarget } from "@/components/list/useJumpTo";
import { FirstScreenMedia } from "@/ui/mediaPriority";
import { PostCard } from "./PostCard";

const byId = (id: string) => id;
/** A post card's usual height in px (measured: median 290 on home, 200 on local). */
const POST_CARD_HEIGHT = 280;
/** The posts whose pictures a first screen shows (a phone shows one or two). */
const FIRST_SCREEN_POSTS = 2;

/** One post of a list; the same function at every render, so rows the list keeps are skipped. */
function renderPost(id: string, index: number) {
  return index < FIRST_SCREEN_POSTS ? (
    <FirstScreenMedia value>
      <PostCard id={id} position={index + 1} />
    </FirstScreenMedia>
  ) : (
    <PostCard id={id} position={index + 1} />
  );
}

/** A timeline of posts (home, local, federated, a tag, bookmarks, a profile's tabs, a feed). */
export function PostList({
  source,
  label,
  empty,
  jumpTo,
  shown,
}: {
  source: TimelineSource;
  label: string;
  empty: React.ReactNode;
  /** A post to go to (home's "where you left off"). */
  jumpTo?: JumpTarget | null;
  /** Which listed posts to show (home's filters); all by default. */
  shown?: (id: string) => boolean;
}) {
  const t = useT();
  const query = useTimeline(source);
  // A post that moved between pages while paging shows once.
  const ids = useMemo(() => {
    const all = [...new Set(query.data?.pages.flatMap((page) => page.ids) ?? [])];
    return shown ? all.filter(shown) : all;
  }, [query.data, shown]);
  return (
    <PagedList
      query={query}
      items={ids}
      itemKey={byId}
      renderItem={renderPost}
      itemSize={POST_CARD_HEIGHT}
      label={label}
      empty={empty}
      moreLabel={t("timeline.showMore")}
      loadingMoreLabel={t("timeline.loadingMore")}
      className="post-list"
      jumpTo={jumpTo}
    />
  );
}
