import { useCallback, useEffect, useRef } from "react";

/**
 * A ref for an element near the end of a list: coming within 600 px of the
 * viewport loads more. An observer speaks when the element comes near or goes
 * away; when it came near while the next page could not load yet (one still
 * on its way), nothing would ever ask again, and a reader at the end would
 * wait for nothing. So whenever `loadMore` changes (a page arrived, a request
 * ended) the element is observed anew, which reports where it is now, without
 * making the page lay itself out there and then.
 */
export function useAutoLoad(loadMore: () => void) {
  const latest = useRef(loadMore);
  const target = useRef<HTMLElement | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    latest.current = loadMore;
    const element = target.current;
    if (!element || !observer.current) return;
    observer.current.unobserve(element);
    observer.current.observe(element);
  }, [loadMore]);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    target.current = element;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.at(-1)?.isIntersecting) latest.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.current.observe(element);
  }, []);
}
