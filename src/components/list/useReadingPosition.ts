import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { CacheSnapshot, WindowVirtualizerHandle } from "virtua";
import { useAccountStore } from "@/state/session/sessionContext";
import { MAX_RESTORE_PAGES, readPosition, savePosition } from "./readingPosition";

/** Frames the anchor stays put before the restore is done. */
const SETTLE_FRAMES = 3;
/**
 * How long the page must refuse to scroll further before the anchor is shown
 * short of its place: longer than virtua keeps scrolling to a target while the
 * items around it are measured (150 ms).
 */
const STUCK_MS = 250;
/** The restore stops adjusting (and shows the list) after this many frames, about a second. */
const MAX_SETTLE_FRAMES = 60;

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
  const store = useAccountStore();
  const restoring = useRef(readPosition(store, historyKey));
  const idsRef = useRef(ids);
  const pagesRef = useRef(pages);
  const more = useRef({ hasNextPage, loadMore });
  useEffect(() => {
    idsRef.current = ids;
    pagesRef.current = pages;
    more.current = { hasNextPage, loadMore };
  }, [ids, pages, hasNextPage, loadMore]);
  // Read once, at mount: a snapshot only fits the list it was taken from.
  const [snapshot] = useState(() => {
    const saved = snapshots.get(historyKey);
    return saved && saved.count === ids.length ? saved.cache : undefined;
  });

  // Restore: once the anchor is loaded, scroll to it; page towards it if needed.
  // Run before the list is painted, so that what is painted first is what stays.
  useLayoutEffect(() => {
    const target = restoring.current;
    if (!target || ids.length === 0) return;
    const index = ids.indexOf(target.anchorId);
    // Until the anchor is in place the list is held out of sight and out of
    // reach: while it pages towards the anchor its first items would be drawn
    // and then leave, and near the end of what is loaded the page may not yet
    // scroll far enough. A click there would land on whatever came next.
    const hold = (held: boolean) => {
      feed.current?.style.setProperty("visibility", held ? "hidden" : null);
    };
    if (index >= 0) {
      restoring.current = null;
      hold(true);
      // Where the anchor is drawn; nowhere yet while the list still measures
      // what it has drawn (the page's height, and so where it can scroll, is
      // not known until then).
      const anchorTop = () => {
        if (feed.current?.querySelector("[data-measuring]")) return undefined;
        return feed.current
          ?.querySelector(`[data-index="${String(index)}"]`)
          ?.getBoundingClientRect().top;
      };
      // In one step, offset included, so no frame shows it elsewhere.
      if (handle.current) {
        handle.current.scrollToIndex(index, { align: "start", offset: target.offset });
      } else {
        window.scrollBy(0, (anchorTop() ?? -target.offset) + target.offset);
      }
      // Then keep the anchor in place while the items around it are measured
      // (estimated sizes become real ones for a few frames), and show the list
      // once it is where it stays. When the page ends before the anchor can
      // get there, what followed it is not loaded yet: the pages the reader
      // had are loaded too (the list would move when they came), unless
      // there are none, then the list shows where it can.
      const pagesHad = Math.min(target.pages, MAX_RESTORE_PAGES);
      let frames = 0;
      let still = 0;
      let stuck = 0;
      let stuckSince = 0;
      let askedAt = 0;
      const shortOfPages = () => more.current.hasNextPage && pagesRef.current < pagesHad;
      const settle = () => {
        const top = anchorTop();
        // Not drawn yet: the list is still catching up with the jump, or measuring.
        const drift = top === undefined ? null : top + target.offset;
        if (drift === null) {
          still = 0;
        } else if (Math.abs(drift) >= 1) {
          const before = window.scrollY;
          window.scrollBy(0, drift);
          stuck = window.scrollY === before ? stuck + 1 : 0;
          if (stuck === 1) stuckSince = performance.now();
          still = 0;
        } else {
          still += 1;
        }
        frames += 1;
        if (stuck >= SETTLE_FRAMES && shortOfPages() && askedAt !== pagesRef.current) {
          askedAt = pagesRef.current;
          more.current.loadMore();
        }
        // The virtualizer goes on scrolling towards the anchor for a while as
        // items below it are measured: only a wait longer than that is final.
        const cannotGetThere =
          stuck >= SETTLE_FRAMES && performance.now() - stuckSince >= STUCK_MS && !shortOfPages();
        if (still > 0 || cannotGetThere || frames >= MAX_SETTLE_FRAMES) hold(false);
        // Shown where it could get, it stays there: what loads later goes below.
        if (still < SETTLE_FRAMES && frames < MAX_SETTLE_FRAMES && !cannotGetThere) {
          requestAnimationFrame(settle);
        }
      };
      requestAnimationFrame(settle);
    } else if (hasNextPage && pages < Math.min(target.pages, MAX_RESTORE_PAGES)) {
      hold(true);
      loadMore();
    } else {
      restoring.current = null;
      hold(false);
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
        savePosition(store, historyKey, null);
        return;
      }
      const first = firstVisible(feed.current);
      const anchorId = first ? idsRef.current[first.index] : undefined;
      if (first && anchorId) {
        savePosition(store, historyKey, {
          anchorId,
          offset: first.offset,
          pages: pagesRef.current,
        });
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
  }, [historyKey, handle, feed, store]);

  return snapshot;
}
