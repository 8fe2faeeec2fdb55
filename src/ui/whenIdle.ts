/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`),
 * for work that must not compete with what is being drawn. Returns a cancel
 * function. Browsers without requestIdleCallback wait `fallbackMs`.
 */
export function whenIdle(callback: () => void, timeoutMs = 1000, fallbackMs = 150): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, fallbackMs);
  return () => clearTimeout(id);
}
