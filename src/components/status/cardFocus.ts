/**
 * Where keyboard focus goes when the card it was on, or the control that
 * made a post, goes away: a keyboard user keeps their place in the list
 * instead of starting again from the top of the page.
 */

/** How long a card that is about to render is waited for (frames, about a second). */
const WAIT_FRAMES = 60;

/** The post cards on the page in order: feed and thread cards, not posts quoted inside them. */
function cards(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("article[data-post-id]")).filter(
    (card) => !card.parentElement?.closest("article"),
  );
}

function cardOf(id: string): HTMLElement | undefined {
  return cards().find((card) => card.dataset.postId === id);
}

/**
 * Focuses the card of post `id` once it is on the page (a new post renders
 * after the cache update that brings it); `fallback` runs when it does not
 * show up.
 */
export function focusPostCard(id: string, fallback?: () => void): void {
  let frames = 0;
  const attempt = () => {
    const card = cardOf(id);
    if (card) card.focus();
    else if (frames++ < WAIT_FRAMES) requestAnimationFrame(attempt);
    else fallback?.();
  };
  requestAnimationFrame(attempt);
}

/**
 * Before a post's cards are removed, picks where focus goes afterwards:
 * the card after them, or before them when they were the last, or else the
 * page's heading (the list itself is gone when it had no other post).
 * Returns the function that moves focus there.
 */
export function focusAfterRemoval(id: string): () => void {
  const all = cards();
  const first = all.findIndex((card) => card.dataset.postId === id);
  const last = all.findLastIndex((card) => card.dataset.postId === id);
  const others = (list: HTMLElement[]) => list.filter((card) => card.dataset.postId !== id);
  const next =
    first < 0 ? undefined : (others(all.slice(last + 1))[0] ?? others(all.slice(0, first)).at(-1));
  const nextId = next?.dataset.postId;
  return () => {
    const target = next?.isConnected ? next : nextId ? cardOf(nextId) : undefined;
    if (target) {
      target.focus();
      return;
    }
    const main = document.querySelector<HTMLElement>("main");
    const heading = main?.querySelector<HTMLElement>("h1");
    if (heading) {
      // A heading takes focus only from script, so Tab order stays as it was.
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus();
    } else {
      main?.focus();
    }
  };
}
