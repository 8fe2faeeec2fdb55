import { useCallback, useEffect, useRef } from "react";

/** How near the viewport the end of a list loads the next page. */
const MARGIN_PX = 600;

function isNear(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  // Not laid out (hidden, or a document without layout): nowhere near.
  if (rect.width === 0 && rect.height === 0) return false;
  return rect.top < window.innerHeight + MARGIN_PX && rect.bottom > -MARGIN_PX;
}

/**
 * A ref for an element near the end of a list: coming within 600 px of the
 * viewport loads more. An observer speaks only when the element comes near or
 * goes; when it came near while the next page could not load yet (one still
 * on its way), nothing would ever ask again, and a reader at the end would
 * wait for nothing. So whenever `loadMore` changes (a page arrived, a request
 * ended), the element's place is looked at again.
 */
export function useAutoLoad(loadMore: () => void) {
  const latest = useRef(loadMore);
  const target = useRef<HTMLElement | null>(null);
  useEffect(() => {
    latest.current = loadMore;
    if (target.current && isNear(target.current)) loadMore();
  }, [loadMore]);
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    target.current = element;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${String(MARGIN_PX)}px 0px` },
    );
    observer.current.observe(element);
  }, []);
}
