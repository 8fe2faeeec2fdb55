import { useMemo } from "react";
import { Link, useParams } from "react-router";
import type { TimelineSource } from "@/api/timelines";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { PostList } from "@/components/status/PostList";
import { useFeed } from "@/state/feeds";
import { LoadError } from "@/ui/LoadError";
import "./Feeds.css";

/** A feed's posts: its title links to its settings; the same post list as every timeline. */
export function FeedTimelineScreen() {
  const t = useT();
  const { feedId = "" } = useParams();
  const feed = useFeed(feedId);
  const title = feed.data?.title ?? t("screen.customFeed");
  usePageTitle(title);
  const source = useMemo<TimelineSource>(() => ({ kind: "list", id: feedId }), [feedId]);
  return (
    <>
      <h1 className="page-heading">
        {feed.data ? (
          <Link to={paths.customFeed(feedId)} className="feed-heading-link">
            {feed.data.title}
          </Link>
        ) : (
          t("screen.customFeed")
        )}
      </h1>
      {feed.error ? (
        <LoadError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <PostList source={source} label={title} empty={<p>{t("feeds.noPosts")}</p>} />
      )}
    </>
  );
}
