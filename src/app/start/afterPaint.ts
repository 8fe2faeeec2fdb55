/**
 * Resolves once the browser has painted the page as it stands, so a long task
 * started afterwards does not hold that paint back. A hidden page paints
 * nothing (and may never run animation frames): it resolves at once. It never
 * waits longer than `limitMs`.
 */
export function afterPaint(limitMs = 250): Promise<void> {
  if (document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, limitMs);
    requestAnimationFrame(() => {
      // Animation frame callbacks run just before the frame is painted; a
      // task queued from one runs once it has been.
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}
