import { useEffect, useRef, type RefObject } from "react";
import { keepComposerHeight } from "@/state/storage/composerHeight";

/**
 * The home composer's height at rest (nothing written, attached or shown
 * beside the text area) is kept, so the space held for it while its code
 * loads at the next start is the same and the posts below do not move.
 */
export function useRestingHeight(
  form: RefObject<HTMLElement | null>,
  /** Only the home composer is kept; cards and dialogs are not held for. */
  enabled: boolean,
  atRest: boolean,
) {
  const restingRef = useRef(atRest);
  useEffect(() => {
    restingRef.current = atRest;
  }, [atRest]);
  useEffect(() => {
    const element = form.current;
    if (!enabled || !element || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (restingRef.current && height) keepComposerHeight(height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [form, enabled]);
}
