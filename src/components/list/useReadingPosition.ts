import { useEffect, useRef, useState } from "react";
import type { CacheSnapshot, WindowVirtualizerHandle } from "virtua";
import { MAX_RESTORE_PAGES, readPosition, savePosition } from "./readingPosition";

/** Measured sizes per history entry, so going back lays the list out exactly as left. */
const snapshots = new Map<string, { count: number; cache: CacheSnapshot }>();

/**
 * The item at the top of the screen and how far its top is above the
 * viewport's. Null while the list is catching up with a jump (no rendered
 * item covers the top yet): that moment is not a reading position.
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
 * Saves the first item on screen when scrolling stops and when leaving; on
 * return (back, or a reload) scrolls to it again, paging until it shows up
 * (bounded). New items above never move it: the anchor is an item, not a
 * pixel offset. Lists that are not virtualized pass no handle.
 */
export function useReadingPosition(
  historyKey: string,
  handle: React.RefObject<WindowVirtualizerHandle | null>,
  feed: React.RefObject<HTMLElement | null>,
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
    if (!target || ids.length === 0) return;
    const index = ids.indexOf(target.anchorId);
    if (index >= 0) {
      restoring.current = null;
      if (handle.current) handle.current.scrollToIndex(index, { align: "start" });
      else
        feed.current
          ?.querySelector(`[data-index="${String(index)}"]`)
          ?.scrollIntoView({ block: "start" });
      // Then hold the anchor in place while the items around it are measured
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
