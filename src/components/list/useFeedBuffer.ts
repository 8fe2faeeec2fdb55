import { useEffect, useState } from "react";

/** How many items are drawn below a feed's top when it starts off screen. */
const LEAD_ITEMS = 2;
/** An item's height when the feed gives no estimate (virtua's own reach past the viewport). */
const FALLBACK_ITEM_SIZE = 200;

/**
 * How far past the viewport a virtualized feed draws its items. A feed that
 * starts below the screen (under a profile's long header) would draw none
 * until scrolled to, so a screen reader's reading order and find-in-page
 * would meet no post there: its reach then extends to its first items. A
 * feed that starts on screen keeps the default, so a start draws no more than
 * it shows. Where the feed starts is asked of an observer, which answers
 * once after layout without making the page lay itself out at once. Lists
 * that are not virtualized pass no feed.
 */
export function useFeedBuffer(
  feed: React.RefObject<HTMLElement | null> | null,
  itemSize: number | undefined,
): number | undefined {
  const [buffer, setBuffer] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = feed?.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      observer.disconnect();
      if (!entry) return;
      const below = entry.boundingClientRect.top - window.innerHeight;
      if (below > 0) setBuffer(below + LEAD_ITEMS * (itemSize ?? FALLBACK_ITEM_SIZE));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [feed, itemSize]);
  return buffer;
}
