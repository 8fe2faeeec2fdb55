/** A main-thread task over 50 ms, as the page's `longtask` entries give it (page clock, ms). */
export interface LongTask {
  start: number;
  duration: number;
}

/** What a task may run before it blocks input: the 50 ms of TBT and of a long task. */
const BLOCKING_OVER_MS = 50;

export interface Blocking {
  /** Sum of each task's time over 50 ms, counted from `from` on. */
  blockingMs: number;
  /** Tasks in the window still over 50 ms once clipped to it. */
  count: number;
  /** The longest of them (its part from `from` on); 0 when none. */
  longestMs: number;
}

/**
 * Blocking time of the tasks that end after `from` and start before `until`.
 * A task begun before `from` counts from `from` (as Lighthouse clips at the
 * first paint); a task running at `until` counts whole: input waits for its end.
 */
export function blockingBetween(tasks: LongTask[], from: number, until: number): Blocking {
  const parts = tasks
    .filter((task) => task.start + task.duration > from && task.start < until)
    .map((task) => task.start + task.duration - Math.max(task.start, from))
    .filter((part) => part > BLOCKING_OVER_MS);
  return {
    blockingMs: parts.reduce((sum, part) => sum + part - BLOCKING_OVER_MS, 0),
    count: parts.length,
    longestMs: Math.max(0, ...parts),
  };
}

/** Quiet time after which a page counts as interactive (TTI's window). */
const QUIET_MS = 5_000;

/**
 * Time to Interactive from long tasks alone: the end of the last long task
 * before the first QUIET_MS without one, searched from `fcp` (the network
 * half of the standard definition, at most two requests in flight, is left
 * out). Null when the page was not watched long enough to see such a window.
 */
export function interactiveAt(
  tasks: LongTask[],
  fcp: number,
  watchedUntil: number,
  quietMs = QUIET_MS,
): number | null {
  let candidate = fcp;
  const after = tasks
    .filter((task) => task.start + task.duration > fcp)
    .sort((a, b) => a.start - b.start);
  for (const task of after) {
    if (task.start - candidate >= quietMs) return candidate;
    candidate = Math.max(candidate, task.start + task.duration);
  }
  return watchedUntil - candidate >= quietMs ? candidate : null;
}

/**
 * Total Blocking Time the standard way: from the first contentful paint to
 * Time to Interactive; null without a TTI.
 */
export function totalBlockingTime(
  tasks: LongTask[],
  fcp: number,
  watchedUntil: number,
): number | null {
  const tti = interactiveAt(tasks, fcp, watchedUntil);
  // TTI is a task's end (or the paint itself), so no task straddles it.
  return tti === null ? null : blockingBetween(tasks, fcp, tti).blockingMs;
}
