import type { BrowserContext, CDPSession, Page } from "@playwright/test";

/** Cumulative main-thread times of a page's renderer, from CDP Performance.getMetrics. */
export type MainThreadMetric = "ScriptDuration" | "TaskDuration";

/**
 * A CDP session on `page` with its metrics on, and its CPU slowed `slowdown`
 * times (Emulation.setCPUThrottlingRate), before anything is loaded in it.
 */
export async function pageSession(
  context: BrowserContext,
  page: Page,
  slowdown = 1,
): Promise<CDPSession> {
  const session = await context.newCDPSession(page);
  await session.send("Performance.enable");
  if (slowdown !== 1) await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return session;
}

/** The metric now, in ms (CDP gives seconds). */
export async function mainThreadMs(session: CDPSession, name: MainThreadMetric): Promise<number> {
  const { metrics } = await session.send("Performance.getMetrics");
  return (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
}

/**
 * What ran between two readings. A navigation to another site may swap the
 * renderer, whose counters then start again from zero.
 */
export function spent(before: number, after: number): number {
  return after >= before ? after - before : after;
}
