/**
 * Whether the page runs right to left (the UI language is Persian; see
 * activateLocale): arrow keys and swipes that move "forward" along a line
 * then go leftwards.
 */
function pageIsRightToLeft(): boolean {
  return document.documentElement.dir === "rtl";
}

/** +1 or -1: the step that ArrowRight means on this page (forward, or back when right to left). */
export function rightwardStep(): 1 | -1 {
  return pageIsRightToLeft() ? -1 : 1;
}
