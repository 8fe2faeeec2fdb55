import { useEffect, useRef } from "react";

/**
 * After a popup closes (or unmounts while open), puts focus back on its
 * trigger when nothing else took it: a click on empty space, or a popup that
 * removed the focused element, leaves focus on <body>, where a keyboard user
 * would be lost. A click on another control keeps focus there.
 */
export function useFocusReturn(open: boolean, target: () => HTMLElement | null): void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    if (!open) return;
    return () => {
      // After the popup's own focus handling and the end of its inert page.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const element = targetRef.current();
        if (element?.isConnected) element.focus();
      });
    };
  }, [open]);
}
