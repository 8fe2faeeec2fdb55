export interface ScrollResult {
  startScrollTop: number;
  reachedTop: boolean;
  durationMs: number;
  frames: number;
  /** requestAnimationFrame gaps above LONG_FRAME_MS. */
  longFrames: number;
  worstFrameMs: number;
  /** "long-animation-frame" where Chromium has it, else "longtask". */
  observer: string;
  observedEntries: number;
  worstObservedMs: number;
}

/** In the page: scrolls up by `step` px per frame to the top, timing every frame. */
export async function scrollToTop(args: {
  step: number;
  longFrameMs: number;
  maxMs: number;
}): Promise<ScrollResult> {
  const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
  const bench = window.__bench;
  if (!bench) throw new Error("bench probe missing");
  const scroller = bench.scroller();
  const type = PerformanceObserver.supportedEntryTypes.includes("long-animation-frame")
    ? "long-animation-frame"
    : "longtask";
  const observed: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) observed.push(entry.duration);
  });
  observer.observe({ type });
  const startScrollTop = scroller.scrollTop;
  const gaps: number[] = [];
  const start = await nextFrame();
  let last = start;
  let framesAtTop = 0;
  // A few frames at the top let a virtualized list settle its measurements.
  while (framesAtTop < 3 && last - start < args.maxMs) {
    scroller.scrollBy(0, -args.step);
    const now = await nextFrame();
    gaps.push(now - last);
    last = now;
    framesAtTop = scroller.scrollTop <= 0 ? framesAtTop + 1 : 0;
  }
  await nextFrame();
  for (const entry of observer.takeRecords()) observed.push(entry.duration);
  observer.disconnect();
  return {
    startScrollTop,
    reachedTop: scroller.scrollTop <= 0,
    durationMs: last - start,
    frames: gaps.length,
    longFrames: gaps.filter((gap) => gap > args.longFrameMs).length,
    worstFrameMs: Math.max(0, ...gaps),
    observer: type,
    observedEntries: observed.length,
    worstObservedMs: Math.max(0, ...observed),
  };
}
