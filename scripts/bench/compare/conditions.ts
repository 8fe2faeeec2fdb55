/** How a comparison ran: what the printed table says above itself. */
export interface Conditions {
  builds: string[];
  chromium: string;
  latencyMs: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  startRuns: number;
  likeRuns: number;
  likePosts: number;
  scrollRuns: number;
  scrollFrames: number;
  scrollStepPx: number;
  longRuns: number;
  longPages: number;
  lighthouseRuns: number;
  /** Cold visits measured, and how many a service worker or a cached script reached. */
  visits: number;
  warmVisits: number;
  /** Visits whose first text (or title) the browser's paint record timed (the rest: the next frame). */
  paintTimed: number;
}

/** The conditions as Markdown lines, for the table's reader and the note. */
export function conditionsLines(c: Conditions): string[] {
  const each = c.builds.length > 1 ? " per build" : "";
  const turns =
    c.builds.length > 1
      ? `${c.builds.join(" vs ")}, measured in alternated turns (A B, B A, A B…), medians${each}`
      : `${c.builds.join("")} alone (no original to compare with), medians`;
  return [
    `Conditions: ${turns}; Chromium ${c.chromium}, ${String(c.viewport.width)}×${String(c.viewport.height)}.`,
    `- every API answer +${String(c.latencyMs)} ms (the demo server waits before answering)`,
    `- every start cold: a fresh browser context per visit (its own empty HTTP cache, storage ` +
      `and service workers; /home with the storage one earlier visit to home left in that ` +
      `client, its token among it): ${String(c.visits - c.warmVisits)} of ` +
      `${String(c.visits)} visits had no service worker and no script from a cache`,
    `- starts: ${String(c.startRuns)} turns of /home, /home at CPU ${String(c.cpuSlowdown)}× ` +
      `(CDP Emulation.setCPUThrottlingRate) and / as a visitor; text = the first post's text ` +
      `painted (Element Timing: ${String(c.paintTimed)} of ${String(c.visits)} visits, the rest the next ` +
      `frame), card = its like button present and enabled outside anything busy or inert`,
    `- blocking: long tasks (the page's longtask entries) at CPU ${String(c.cpuSlowdown)}×, ` +
      `each one's time over 50 ms from the first contentful paint until the card; ` +
      `standard TBT: from the first paint to TTI (five seconds without a long task; the network rule left out)`,
    `- like: ${String(c.likeRuns)} sessions, ${String(c.likePosts)} posts liked and unliked each, ` +
      `two clicks on empty space per post, watched as long: net = per like − per bare click (CDP TaskDuration)`,
    `- scroll: ${String(c.scrollRuns)} sessions of ${String(c.scrollFrames)} frames × ` +
      `${String(c.scrollStepPx)} px on the demo's bulk posts; long session: ${String(c.longRuns)} ` +
      `session(s) of ${String(c.longPages)} pages, heap after a forced collection`,
    `- Lighthouse: ${String(c.lighthouseRuns)} runs per page (mobile, simulated throttling, fresh profile)`,
  ];
}
