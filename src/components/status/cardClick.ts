/**
 * What a click on a post card may not take over: controls and links keep
 * their own meaning, media open the lightbox or play, and the inline
 * composer is for typing.
 */
const OWN_ACTION = [
  "a",
  "button",
  "input",
  "textarea",
  "select",
  "label",
  "summary",
  "video",
  "audio",
  "[role='button']",
  "[role='menu']",
  "[role='menuitem']",
  "[role='dialog']",
  "[contenteditable='true']",
  ".media",
  ".post-inline-editor",
].join(",");

/**
 * Whether a click on `card` is a click on the post itself (its text or its
 * free space), so that it opens the post. Not when the click lands on
 * anything with its own action, not when it ends a text selection, and not
 * when it comes from a layer rendered elsewhere (a menu or dialog in a
 * portal, whose events still bubble through React's tree).
 */
export function isCardClick(card: Element, target: EventTarget | null): boolean {
  if (!(target instanceof Element) || !card.contains(target)) return false;
  const own = target.closest(OWN_ACTION);
  if (own && card.contains(own)) return false;
  const selection = window.getSelection();
  return !selection || selection.isCollapsed || selection.toString().trim() === "";
}

/** A click that asks for a new tab or window: a modifier, or the middle button. */
export function wantsNewTab(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
}
