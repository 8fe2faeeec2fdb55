/** A change to the feed, seen in the page: new <article>s or a new feed size. */
export interface FeedChange {
  kind: "article" | "resize";
  /** performance.now() of the change. */
  at: number;
  /** The second animation frame after it: the first one lays it out and paints it. */
  paintedAt: number;
}

/** What the init script leaves on `window` for the measurements. */
interface Probe {
  /** Recent feed changes, oldest first; recorded in the page, so no round trip skews them. */
  changes: FeedChange[];
  /** The element that scrolls the feed: its nearest scrolling ancestor, else the page. */
  scroller(): Element;
}

declare global {
  interface Window {
    __bench?: Probe;
    /** From --js-flags=--expose-gc. */
    gc?: () => void;
  }
}

/** Runs in the page before its own scripts, on every load. */
export function installFeedProbe(): void {
  const probe: Probe = {
    changes: [],
    scroller() {
      for (let el = document.querySelector('[role="feed"]'); el; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowY;
        if ((overflow === "auto" || overflow === "scroll") && el.scrollHeight > el.clientHeight) {
          return el;
        }
      }
      return document.scrollingElement ?? document.documentElement;
    },
  };
  window.__bench = probe;
  const record = (kind: FeedChange["kind"]): void => {
    const at = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame((paintedAt) => {
        probe.changes.push({ kind, at, paintedAt });
        if (probe.changes.length > 500) probe.changes.shift();
      }),
    );
  };
  // A virtualized list may append posts out of view: then only the feed's size changes.
  const resizes = new ResizeObserver(() => record("resize"));
  let feed: Element | null = null;
  // Relative times also change the DOM as they tick: only new articles count.
  new MutationObserver((mutations) => {
    const current = document.querySelector('[role="feed"]');
    if (current && current !== feed) {
      if (feed) resizes.unobserve(feed);
      feed = current;
      resizes.observe(current);
    }
    const added = mutations.some((mutation) =>
      [...mutation.addedNodes].some(
        (node) =>
          node instanceof Element && (node.matches("article") || node.querySelector("article")),
      ),
    );
    if (added) record("article");
  }).observe(document, { childList: true, subtree: true });
  // One resource entry per page request; the default buffer keeps only 250.
  performance.setResourceTimingBufferSize(10_000);
}

/**
 * In the page: navigation start is 0 on its clock, so this is load → first
 * posts painted; null when not seen by `timeoutMs`.
 */
export async function firstPostsPainted(timeoutMs: number): Promise<number | null> {
  while (performance.now() < timeoutMs) {
    const first = window.__bench?.changes.find((change) => change.kind === "article");
    if (first) return first.paintedAt;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}
