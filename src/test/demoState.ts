import type { DemoApp } from "@demo/app";
import { call } from "@demo/testing";

/** The demo's named ids (GET /__demo/state fixtures). */
export async function demoFixtures(demo: DemoApp): Promise<Record<string, string>> {
  const { body } = await call(demo, "GET", "/__demo/state");
  return (body as { fixtures: Record<string, string> }).fixtures;
}

/** The item at `index`, or a test failure naming what was missing. */
export function nth<T>(items: readonly T[], index: number, what = "item"): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no ${what} at ${String(index)}`);
  return item;
}
