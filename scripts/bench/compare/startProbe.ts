import type { LongTask } from "./blocking";

/** What the probe logs when a moment it watches for comes. */
export const START_PREFIX = "bench-start:";

/** The moments the comparison's cold starts wait for. */
export type StartMark = "text" | "card" | "title";

/**
 * The like button of a post, in this client (named "Like" in either state,
 * aria-pressed tells which) and in the original (titled "Like", then "Unlike").
 */
export const CARD_SELECTOR = "button[aria-label=Like], button[title=Like], button[title=Unlike]";

/** What the probe gathered, on the page's clock (ms from navigation start). */
export interface StartRecord {
  marks: Partial<Record<StartMark, number>>;
  /** When the first post's text was painted (Element Timing), if the browser said. */
  textPainted: number | null;
  /** The first frame after the text reached the DOM: the fallback for textPainted. */
  textFrame: number | null;
  /** When the title was painted (Element Timing), if the browser said. */
  titlePainted: number | null;
  fcp: number | null;
  tasks: LongTask[];
  /** Time the probe itself spent in the page (its script counts in the page's). */
  probeMs: number;
}

declare global {
  interface Window {
    __benchStart?: StartRecord;
  }
}

/**
 * Installed before the page's own scripts. Watches for:
 * - `text`: a text node holding `snippet` (the start of the first post's text,
 *   as the API gives it), wherever it comes from: drawn by the boot script, by
 *   the app, or by the original client. Its element gets an `elementtiming`
 *   attribute, so the browser says when that text was painted;
 * - `card`: an interactive card: a like button (`card`) present, enabled and
 *   not inside something inert or busy: the app's own card, mounted with its
 *   handlers (a card drawn before the app runs has no working button);
 * - `title`: the page's h1 with text (and, as for the text, when it was painted);
 * and keeps the first contentful paint and every long task.
 * It logs each mark: the bench waits for the log line rather than asking the
 * page, as a Playwright wait runs its own script in the page at its start.
 */
export function installStartProbe({
  prefix,
  card,
  snippet,
}: {
  prefix: string;
  card: string;
  snippet: string | null;
}): void {
  const record: StartRecord = {
    marks: {},
    textPainted: null,
    textFrame: null,
    titlePainted: null,
    fcp: null,
    tasks: [],
    probeMs: 0,
  };
  window.__benchStart = record;
  const mark = (name: StartMark) => {
    record.marks[name] = performance.now();
    console.debug(`${prefix}${name}`);
  };
  const TIMING_NAME = "bench-first-post";
  const TITLE_TIMING = "bench-title";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === "longtask") {
        record.tasks.push({ start: entry.startTime, duration: entry.duration });
      } else if (entry.entryType === "paint" && entry.name === "first-contentful-paint") {
        record.fcp = entry.startTime;
      } else if (entry.entryType === "element") {
        const element = entry as PerformanceEntry & { identifier: string; renderTime: number };
        const at = element.renderTime || element.startTime;
        if (element.identifier === TIMING_NAME && record.textPainted === null) {
          record.textPainted = at;
        }
        if (element.identifier === TITLE_TIMING && record.titlePainted === null) {
          record.titlePainted = at;
        }
      }
    }
  }).observe({ entryTypes: ["longtask", "paint", "element"] });

  const HIDDEN = "script, style, template, noscript, head";
  const findText = (): Element | null => {
    // Before the parser reaches it, there is no body yet.
    const body = document.body as HTMLElement | null;
    if (!snippet || !body?.textContent.includes(snippet)) return null;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(HIDDEN) && (node.nodeValue ?? "").includes(snippet)) {
        return parent;
      }
    }
    return null;
  };
  const interactive = (): boolean =>
    [...document.querySelectorAll(card)].some(
      (button) =>
        !button.matches(":disabled") &&
        button.getAttribute("aria-disabled") !== "true" &&
        !button.closest('[inert], [aria-busy="true"]'),
    );
  // The elements tagged for a paint record; replaced ones (a drawn frame the
  // app redraws) are tagged anew until the browser reports a paint.
  let textTagged: Element | null = null;
  let titleTagged: Element | null = null;
  const check = () => {
    const started = performance.now();
    if (record.textPainted === null && !textTagged?.isConnected) {
      textTagged = findText();
      // Set before the frame that paints it: the browser reports its paint.
      textTagged?.setAttribute("elementtiming", TIMING_NAME);
      if (textTagged && record.marks.text === undefined) {
        mark("text");
        requestAnimationFrame(() =>
          setTimeout(() => {
            record.textFrame = performance.now();
          }),
        );
      }
    }
    if (record.marks.card === undefined && interactive()) mark("card");
    if (record.titlePainted === null && !titleTagged?.isConnected) {
      const title = document.querySelector("h1");
      if (title?.textContent.trim()) {
        titleTagged = title;
        title.setAttribute("elementtiming", TITLE_TIMING);
        if (record.marks.title === undefined) mark("title");
      }
    }
    record.probeMs += performance.now() - started;
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["disabled", "aria-disabled", "aria-busy", "inert"],
  });
}
