import type { Page } from "@playwright/test";

export interface Snapshot {
  /** performance.memory.usedJSHeapSize after a forced GC; null where unavailable. */
  heapBytes: number | null;
  gcForced: boolean;
  domNodes: number;
  articles: number;
}

/** The page's JS heap after GC and its DOM size. */
export async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(async () => {
    const gcForced = typeof window.gc === "function";
    window.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.gc?.();
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return {
      heapBytes: memory?.usedJSHeapSize ?? null,
      gcForced,
      domNodes: document.getElementsByTagName("*").length,
      articles: document.getElementsByTagName("article").length,
    };
  });
}
