import type { Browser } from "@playwright/test";
import { BenchFailure } from "../failure";
import { MARK_PREFIX, type Mark } from "../start/markProbe";
import { coldContext } from "../start/visit";
import { mainThreadMs, pageSession, spent } from "./cdp";
import { TIMEOUT_MS } from "./settings";

export interface ColdStart {
  /** ms from navigation start to the mark (the first post, or the title) in the DOM. */
  readyMs: number;
  /** The `first-contentful-paint` paint entry; null when none came. */
  fcpMs: number | null;
  /**
   * Main-thread script CPU up to the mark: CDP Performance.getMetrics'
   * ScriptDuration, read as soon as the probe's log line reaches the bench
   * (a few ms late, alike for both builds).
   */
  scriptMs: number;
  /**
   * Script files (.js) the page requested before the mark, from its resource
   * timing: what came just after the mark, before the bench heard of it, is left out.
   */
  scripts: number;
}

/**
 * Opens `url` in a fresh context (empty cache and storage; signed in with
 * `token`, or a visitor) with the CPU slowed `slowdown` times, and times it
 * until `mark` appears.
 */
export async function coldStart(
  browser: Browser,
  url: string,
  { token, mark, slowdown = 1 }: { token: string | null; mark: Mark; slowdown?: number },
): Promise<ColdStart> {
  const { origin } = new URL(url);
  const context = await coldContext(browser, origin, token);
  try {
    const page = await context.newPage();
    const session = await pageSession(context, page, slowdown);
    const marked = page.waitForEvent("console", {
      predicate: (message) => message.text() === `${MARK_PREFIX}${mark}`,
      timeout: TIMEOUT_MS,
    });
    const before = await mainThreadMs(session, "ScriptDuration");
    await page.goto(url, { waitUntil: "commit" });
    await marked.catch(() => {
      throw new BenchFailure(
        `no ${mark} on ${url} within ${String(TIMEOUT_MS / 1000)} s (CPU ${String(slowdown)}×)`,
      );
    });
    const scriptMs = spent(before, await mainThreadMs(session, "ScriptDuration"));
    const { readyMs, fcpMs, scripts } = await page.evaluate(
      async ({ name, waitMs }) => {
        const ready = (window as unknown as { __startMarks: Record<string, number> }).__startMarks[
          name
        ];
        return {
          readyMs: ready,
          scripts: performance
            .getEntriesByType("resource")
            .filter(
              (entry) =>
                entry.startTime <= (ready ?? Infinity) &&
                /\.m?js$/.test(new URL(entry.name).pathname),
            ).length,
          // The mark may come before the frame that shows it is painted.
          fcpMs: await new Promise<number | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName("first-contentful-paint")[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: "paint", buffered: true });
            setTimeout(() => resolve(null), waitMs);
          }),
        };
      },
      { name: mark, waitMs: 5000 },
    );
    return { readyMs: readyMs ?? Number.NaN, fcpMs, scriptMs, scripts };
  } finally {
    await context.close();
  }
}
