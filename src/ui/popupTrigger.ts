import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { preloadPopups, usePreloadPopupsWhenIdle } from "./popupLoader";

/**
 * After a popup closes (or unmounts while open), puts focus back on its
 * trigger when nothing else took it: a click on empty space, or a popup that
 * removed the focused element, leaves focus on <body>, where a keyboard user
 * would be lost. Focus still inside the closing popup (element `popupId`)
 * counts as nobody's: the popup may leave the page only after this runs. A
 * click on another control keeps focus there. The popup's own clean-up may
 * drop focus a few frames later on a busy machine, so while focus is on the
 * trigger it is watched until the popup has left the page and for at least
 * RETURN_WATCH_MS (at most WATCH_LIMIT_MS).
 */
const RETURN_WATCH_MS = 300;
const WATCH_LIMIT_MS = 2000;

export function useFocusReturn(
  open: boolean,
  target: () => HTMLElement | null,
  popupId?: string,
): void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  // Each opening counts one up: a popup opened again ends the last watch.
  // Counted as the opening is committed, before any frame can run a check of
  // the last watch: a check between the commit and the effects after paint
  // found focus in the reopened popup (same id) and took it back to the trigger.
  const openings = useRef(0);
  useLayoutEffect(() => {
    if (!open) return;
    openings.current += 1;
    const opening = openings.current;
    return () => {
      const started = performance.now();
      const check = () => {
        if (openings.current !== opening) return;
        const element = targetRef.current();
        if (!element?.isConnected) return;
        const active = document.activeElement;
        const popup = popupId === undefined ? null : document.getElementById(popupId);
        const nobodys = !active || active === document.body || popup?.contains(active) === true;
        if (nobodys) element.focus();
        // Another control took focus: it keeps it.
        else if (active !== element) return;
        const watched = performance.now() - started;
        const leaving = popup !== null;
        if ((watched < RETURN_WATCH_MS || leaving) && watched < WATCH_LIMIT_MS)
          requestAnimationFrame(check);
      };
      // After the popup's own focus handling and the end of its inert page.
      requestAnimationFrame(check);
    };
  }, [open, popupId]);
}

/**
 * What a menu's or a popover's button needs: its ARIA state, the popup's id,
 * the popup layer loaded ahead (idle, hover, focus), whether the popup was
 * ever opened (it renders from then on), and focus back on close.
 */
export function usePopupTrigger(open: boolean, popup: "menu" | "dialog") {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  usePreloadPopupsWhenIdle();
  useFocusReturn(open, () => buttonRef.current, popupId);
  const buttonProps = {
    ref: buttonRef,
    type: "button",
    "aria-haspopup": popup,
    "aria-expanded": open,
    "aria-controls": open ? popupId : undefined,
    // A press, not a hover: a card's buttons carry no pointer-over listener
    // (a feed's cards are passed over all the time); the press comes well
    // before the click that opens, and the idle load above most often first.
    onPointerDown: preloadPopups,
    onFocus: preloadPopups,
  } as const;
  return { buttonRef, popupId, used, buttonProps };
}
