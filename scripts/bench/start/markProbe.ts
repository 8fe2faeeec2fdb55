/** What the probe logs when a watched element first appears. */
export const MARK_PREFIX = "start-mark:";

/**
 * A post, in this client (an <article> in the feed) or in the original Vue
 * client, whose posts are `<div class="post" data-post-id>` with no feed role.
 */
export const POST_SELECTOR = "[role=feed] article, div.post[data-post-id]";

/** The elements the probe watches for. */
export type Mark = "post" | "title" | "shell";

/**
 * Records, in the page, when the watched elements first appear, and logs each
 * one. The bench waits for that log line rather than asking the page (a
 * Playwright wait evaluates Playwright's own script in the page, ~100 ms of
 * its main thread right as it starts, which held the first paint back).
 */
export function installMarkProbe({ prefix, post }: { prefix: string; post: string }): void {
  const marks: Record<string, number> = {};
  (window as unknown as { __startMarks: Record<string, number> }).__startMarks = marks;
  const mark = (name: string) => {
    marks[name] = performance.now();
    console.debug(`${prefix}${name}`);
  };
  const check = () => {
    if (marks.post === undefined && document.querySelector(post)) mark("post");
    if (marks.title === undefined && document.querySelector("h1")?.textContent.trim())
      mark("title");
    if (marks.shell === undefined && document.querySelector("nav[aria-label]")) mark("shell");
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}
