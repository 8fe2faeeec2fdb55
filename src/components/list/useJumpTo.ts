import { useEffect, useRef } from "react";
import type { WindowVirtualizerHandle } from "virtua";

/** A place a feed is asked to go to: an item's key, and who hears how it went. */
export interface JumpTarget {
  key: string;
  /** Called once: true when the item is on screen and focused, false when it is too far back. */
  reached: (found: boolean) => void;
}

/** Paging down towards a place stops here (20 posts a page). */
const MAX_JUMP_PAGES = 15;
/** Frames to wait for the item to be drawn before focusing it anyway. */
const FOCUS_FRAMES = 120;

/**
 * Takes a feed to an item: pages down from the top until the item is loaded
 * (so every item above it stays in the list, reachable by scrolling up), then
 * scrolls it to the top of the screen and gives it focus. Bounded: an item
 * further back than MAX_JUMP_PAGES is reported as not found.
 */
export function useJumpTo(
  target: JumpTarget | null | undefined,
  handle: React.RefObject<WindowVirtualizerHandle | null>,
  container: React.RefObject<HTMLElement | null>,
  keys: readonly string[],
  pages: number,
  hasNextPage: boolean,
  loadMore: () => void,
): void {
  const done = useRef<JumpTarget | null>(null);
  useEffect(() => {
    if (!target || done.current === target || keys.length === 0) return;
    const index = keys.indexOf(target.key);
    if (index < 0) {
      if (hasNextPage && pages < MAX_JUMP_PAGES) {
        loadMore();
      } else {
        done.current = target;
        target.reached(false);
      }
      return;
    }
    done.current = target;
    handle.current?.scrollToIndex(index, { align: "start" });
    let frames = 0;
    const focus = () => {
      const item = container.current?.querySelector<HTMLElement>(
        `[data-index="${String(index)}"] article[tabindex]`,
      );
      // An item still being measured is hidden, and a hidden item takes no focus.
      if (item && !item.closest("[data-measuring]")) {
        handle.current?.scrollToIndex(index, { align: "start" });
        item.focus({ preventScroll: true });
        if (document.activeElement === item) {
          target.reached(true);
          return;
        }
      }
      frames += 1;
      if (frames < FOCUS_FRAMES) requestAnimationFrame(focus);
      else target.reached(true);
    };
    requestAnimationFrame(focus);
  }, [target, handle, container, keys, pages, hasNextPage, loadMore]);
}
