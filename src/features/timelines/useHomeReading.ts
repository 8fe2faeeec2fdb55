import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { JumpTarget } from "@/components/list/useJumpTo";
import { newestReadIndex } from "@/domain/homeReading";
import { useHomeMarker } from "@/state/homeMarker";
import { useTimeline } from "@/state/timelines";

const HOME = { kind: "home" } as const;
/** Scrolling has stopped this long: the reader rests on what is on screen. */
const SCROLL_END_MS = 200;

/** The listed id of the newest post read on screen, if any. */
function readOnScreen(feed: HTMLElement | null, ids: readonly string[]): string | null {
  const items = Array.from(feed?.querySelectorAll<HTMLElement>("[data-index]") ?? []).map(
    (item) => {
      const rect = item.getBoundingClientRect();
      return { index: Number(item.dataset.index), top: rect.top, bottom: rect.bottom };
    },
  );
  const index = newestReadIndex(items, window.innerHeight);
  return index === null ? null : (ids[index] ?? null);
}

/**
 * Home's place on the server (Mitra 3.17+): notes the newest post read each
 * time scrolling stops and hands it to the batching saver, which sends it
 * when the reader rests, leaves home or hides the tab. Offers the place read
 * on another device, and goes there only when asked.
 */
export function useHomeReading(
  feed: React.RefObject<HTMLElement | null>,
  shown: (id: string) => boolean,
): {
  offer: string | null;
  goThere: () => void;
  jumpTo: JumpTarget | null;
  tooFar: boolean;
} {
  const { saver, offer, seen } = useHomeMarker();
  const list = useTimeline(HOME);
  // The ids as the feed draws them (its items' data-index count in this list).
  const ids = useMemo(
    () => [...new Set(list.data?.pages.flatMap((page) => page.ids) ?? [])].filter(shown),
    [list.data, shown],
  );
  const idsRef = useRef(ids);
  useEffect(() => {
    idsRef.current = ids;
  }, [ids]);
  const [jumpTo, setJumpTo] = useState<JumpTarget | null>(null);
  const [tooFar, setTooFar] = useState(false);

  useEffect(() => {
    if (!saver) return;
    const note = () => {
      const id = readOnScreen(feed.current, idsRef.current);
      if (id !== null) saver.note(id);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(note, SCROLL_END_MS);
    };
    const onHidden = () => {
      if (document.visibilityState !== "hidden") return;
      note();
      saver.flush();
    };
    const onOnline = () => saver.flush();
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onHidden);
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onHidden);
      window.removeEventListener("online", onOnline);
    };
  }, [saver, feed]);

  // Leaving home: the place as the feed is still drawn, then one request.
  useLayoutEffect(() => {
    if (!saver) return;
    const element = feed.current;
    return () => {
      const id = readOnScreen(element, idsRef.current);
      if (id !== null) saver.note(id);
      saver.flush();
    };
  }, [saver, feed]);

  const goThere = useCallback(() => {
    if (offer === null) return;
    setTooFar(false);
    setJumpTo({
      key: offer,
      reached: (found) => {
        seen(offer);
        setJumpTo(null);
        if (!found) setTooFar(true);
      },
    });
  }, [offer, seen]);

  return { offer: jumpTo ? null : offer, goThere, jumpTo, tooFar };
}
