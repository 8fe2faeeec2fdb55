import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { WindowVirtualizer, type CacheSnapshot, type WindowVirtualizerHandle } from "virtua";
import type { TimelineSource } from "../../api/timelines";
import { useT } from "../../i18n/useT";
import { useTimeline } from "../../state/timelines";
import { LoadError } from "../../ui/LoadError";
import { Spinner } from "../../ui/Spinner";
import { isTyping } from "../../ui/keyboard";
import { PostCard } from "./PostCard";
import { MAX_RESTORE_PAGES, readPosition, savePosition } from "./readingPosition";
import "./PostList.css";

/**
 * A paged list of posts (spec §2): virtualized so a long session keeps the
 * DOM small, the next page loading when its end comes into view (or with
 * the button), the reading position kept per history entry, and j/k moving
 * between posts.
 */
export function PostList({
  source,
  label,
  empty,
}: {
  source: TimelineSource;
  label: string;
  empty: React.ReactNode;
}) {
  const t = useT();
  const query = useTimeline(source);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const ids = useMemo(() => dedupe(data?.pages.flatMap((page) => page.ids) ?? []), [data]);
  const pages = data?.pages.length ?? 0;
  const handle = useRef<WindowVirtualizerHandle>(null);
  const feedRef = useRef<HTMLDivElement>(null);
  const { key: historyKey } = useLocation();

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) {
      // Spec §8: errors on later pages are logged and ignored (the button stays).
      void fetchNextPage().then((result) => {
        if (result.error) console.error(result.error);
      });
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const snapshot = useReadingPosition(
    historyKey,
    handle,
    feedRef,
    ids,
    pages,
    hasNextPage,
    loadMore,
  );
  useListKeys(handle, ids.length);
  const sentinel = useAutoLoad(loadMore);

  if (query.isPending) return <Spinner label={t("common.loading")} />;
  if (query.isError && ids.length === 0) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (ids.length === 0) return <div className="post-list-empty">{empty}</div>;

  return (
    <div className="post-list">
      <div role="feed" aria-label={label} aria-busy={query.isFetching} ref={feedRef}>
        <WindowVirtualizer ref={handle} data={ids} cache={snapshot}>
          {(id, index) => (
            <div key={id} data-index={index}>
              <PostCard id={id} position={index + 1} />
            </div>
          )}
        </WindowVirtualizer>
      </div>
      {hasNextPage && (
        <div className="post-list-more" ref={sentinel}>
          {isFetchingNextPage ? (
            <Spinner label={t("timeline.loadingMore")} />
          ) : (
            <button type="button" className="button button-secondary" onClick={loadMore}>
              {t("timeline.showMore")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** A post that moved between pages while paging shows once. */
function dedupe(ids: string[]): string[] {
  return [...new Set(ids)];
}

/** Loads the next page when the end of the list comes near the viewport. */
function useAutoLoad(loadMore: () => void) {
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.current.observe(element);
  }, []);
}

/** Measured sizes per history entry, so going back lays the list out exactly as left. */
const snapshots = new Map<string, { count: number; cache: CacheSnapshot }>();

/**
 * The post at the top of the screen and how far its top is above the
 * viewport's. Null while the list is catching up with a jump (no rendered
 * post covers the top yet): that moment is not a reading position.
 */
function firstVisible(feed: HTMLElement | null): { index: number; offset: number } | null {
  for (const item of Array.from(feed?.querySelectorAll<HTMLElement>("[data-index]") ?? [])) {
    const rect = item.getBoundingClientRect();
    if (rect.top <= 0 && rect.bottom > 0)
      return { index: Number(item.dataset.index), offset: -rect.top };
  }
  return null;
}

/**
 * Saves the first post on screen when scrolling stops and when leaving;
 * on return (back, or a reload) scrolls to it again, paging until it shows
 * up (bounded). New posts above never move it: the anchor is a post, not a
 * pixel offset.
 */
function useReadingPosition(
  historyKey: string,
  handle: React.RefObject<WindowVirtualizerHandle | null>,
  feed: React.RefObject<HTMLDivElement | null>,
  ids: readonly string[],
  pages: number,
  hasNextPage: boolean,
  loadMore: () => void,
): CacheSnapshot | undefined {
  const restoring = useRef(readPosition(historyKey));
  const idsRef = useRef(ids);
  const pagesRef = useRef(pages);
  useEffect(() => {
    idsRef.current = ids;
    pagesRef.current = pages;
  }, [ids, pages]);
  // Read once, at mount: a snapshot only fits the list it was taken from.
  const [snapshot] = useState(() => {
    const saved = snapshots.get(historyKey);
    return saved && saved.count === ids.length ? saved.cache : undefined;
  });

  // Restore: once the anchor is loaded, scroll to it; page towards it if needed.
  useEffect(() => {
    const target = restoring.current;
    const virtualizer = handle.current;
    if (!target || !virtualizer || ids.length === 0) return;
    const index = ids.indexOf(target.anchorId);
    if (index >= 0) {
      restoring.current = null;
      virtualizer.scrollToIndex(index, { align: "start" });
      // Then hold the anchor in place while the posts around it are measured
      // (estimated sizes become real ones for a few frames).
      let frames = 0;
      let still = 0;
      const settle = () => {
        const item = feed.current?.querySelector(`[data-index="${String(index)}"]`);
        const drift = item ? item.getBoundingClientRect().top + target.offset : 0;
        if (Math.abs(drift) >= 1) {
          window.scrollBy(0, drift);
          still = 0;
        } else {
          still += 1;
        }
        frames += 1;
        if (still < 3 && frames < 60) requestAnimationFrame(settle);
      };
      requestAnimationFrame(settle);
    } else if (hasNextPage && pages < Math.min(target.pages, MAX_RESTORE_PAGES)) {
      loadMore();
    } else {
      restoring.current = null;
    }
  }, [ids, pages, hasNextPage, loadMore, handle, feed]);

  // Save on scroll end and when the list goes away.
  useEffect(() => {
    const save = () => {
      if (restoring.current) return;
      if (handle.current) {
        snapshots.set(historyKey, { count: idsRef.current.length, cache: handle.current.cache });
      }
      if (window.scrollY <= 0) {
        savePosition(historyKey, null);
        return;
      }
      const first = firstVisible(feed.current);
      const anchorId = first ? idsRef.current[first.index] : undefined;
      if (first && anchorId) {
        savePosition(historyKey, { anchorId, offset: first.offset, pages: pagesRef.current });
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, 150);
    };
    // A click or Enter may leave the list before the scroll settles: save first.
    const onLeave = (event: Event) => {
      if (event.type === "click" || (event as KeyboardEvent).key === "Enter") save();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", save);
    document.addEventListener("click", onLeave, true);
    document.addEventListener("keydown", onLeave, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", save);
      document.removeEventListener("click", onLeave, true);
      document.removeEventListener("keydown", onLeave, true);
    };
  }, [historyKey, handle, feed]);

  return snapshot;
}

/** j and k move focus to the next and previous post (not while typing). */
function useListKeys(handle: React.RefObject<WindowVirtualizerHandle | null>, count: number) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "j" && event.key !== "k") return;
      if (isTyping(event) || event.altKey || event.ctrlKey || event.metaKey) return;
      const virtualizer = handle.current;
      if (!virtualizer || count === 0) return;
      const focused = document.activeElement?.closest("[data-index]");
      const current = focused
        ? Number(focused.getAttribute("data-index"))
        : virtualizer.findItemIndex(virtualizer.scrollOffset) - (event.key === "j" ? 1 : 0);
      const next = Math.max(0, Math.min(count - 1, current + (event.key === "j" ? 1 : -1)));
      event.preventDefault();
      virtualizer.scrollToIndex(next, { align: "start" });
      requestAnimationFrame(() => {
        document
          .querySelector<HTMLElement>(`[data-index="${String(next)}"] article`)
          ?.focus({ preventScroll: true });
      });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [handle, count]);
}
