import { useCallback, useEffect, useRef } from "react";

/** A ref for an element near the end of a list: coming within 600 px of the viewport loads more. */
export function useAutoLoad(loadMore: () => void) {
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
