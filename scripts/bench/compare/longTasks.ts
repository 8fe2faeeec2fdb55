import type { Browser, CDPSession } from "@playwright/test";
import { BenchFailure } from "../failure";
import { MARK_PREFIX, type Mark } from "../start/markProbe";
import { coldContext } from "../start/visit";
import { sleep } from "../wait";
import { pageSession } from "./cdp";
import { TIMEOUT_MS } from "./settings";
import {
  longTasks,
  totalBlockingMs,
  type LongTask,
  type NameFrame,
  type TraceEvent,
} from "./traceTasks";

export interface StartLongTasks {
  /** ms from the navigation's start, on the trace's clock. */
  fcpMs: number | null;
  /** When `mark` (the first card, or the title) was in the DOM. */
  readyMs: number;
  /** The main thread's tasks over 50 ms, from the first contentful paint on. */
  tasks: LongTask[];
  /** Total blocking time from the first contentful paint until `readyMs`. */
  tbtMs: number;
  /** The same, until `settleMs` after it. */
  tbtSettledMs: number;
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "loading",
  "blink.user_timing",
  "v8.execute",
];
/** The sampling profiler, which names the functions (and costs the page a little). */
const PROFILER = "disabled-by-default-v8.cpu_profiler";

async function collectTrace(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => {
    session.once("Tracing.tracingComplete", () => {
      resolve();
    });
  });
  await session.send("Tracing.end");
  await complete;
  return events;
}

/**
 * Opens `url` in a fresh context (a kept session with `token`) with the CPU
 * slowed `slowdown` times, traces its main thread until `settleMs` after
 * `mark` appeared, and lists the long tasks from the first contentful paint
 * on, with what ran in them (`nameFrame` names profiled functions: the
 * build's source maps, see sourceMap.ts).
 */
export async function startLongTasks(
  browser: Browser,
  url: string,
  {
    token,
    mark,
    slowdown = 4,
    settleMs = 2_000,
    nameFrame,
    functionCount,
    profile = true,
  }: {
    token: string | null;
    mark: Mark;
    slowdown?: number;
    settleMs?: number;
    nameFrame?: NameFrame;
    functionCount?: number;
    /** Sample the functions that ran (off: the tasks and their traced pieces alone). */
    profile?: boolean;
  },
): Promise<StartLongTasks> {
  const context = await coldContext(browser, new URL(url).origin, token);
  try {
    const page = await context.newPage();
    const session = await pageSession(context, page, slowdown);
    await session.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: { includedCategories: profile ? [...CATEGORIES, PROFILER] : CATEGORIES },
    });
    const marked = page.waitForEvent("console", {
      predicate: (message) => message.text() === `${MARK_PREFIX}${mark}`,
      timeout: TIMEOUT_MS,
    });
    await page.goto(url, { waitUntil: "commit" });
    await marked.catch(() => {
      throw new BenchFailure(`no ${mark} on ${url} (CPU ${String(slowdown)}×)`);
    });
    await sleep(settleMs);
    const readyMs = await page.evaluate(
      (name) =>
        (window as unknown as { __startMarks: Record<string, number> }).__startMarks[name] ??
        Number.NaN,
      mark,
    );
    const events = await collectTrace(session);
    // The renderer's main thread is the one that painted the page's first content.
    const fcp = events.find((event) => event.name === "firstContentfulPaint");
    const main = fcp ?? events.find((event) => event.name === "navigationStart");
    if (!main) throw new BenchFailure(`no paint and no navigation traced on ${url}`);
    const origin = events
      .filter(
        (event) =>
          event.name === "navigationStart" &&
          event.pid === main.pid &&
          event.ts <= main.ts &&
          JSON.stringify(event.args ?? {}).includes(new URL(url).host),
      )
      .at(-1);
    const originUs = origin?.ts ?? main.ts;
    const tasks = longTasks(events, {
      pid: main.pid,
      tid: main.tid,
      originUs,
      fromUs: fcp?.ts ?? originUs,
      ...(nameFrame ? { nameFrame } : {}),
      ...(functionCount ? { functionCount } : {}),
    });
    return {
      fcpMs: fcp ? Math.round((fcp.ts - originUs) / 1000) : null,
      readyMs: Math.round(readyMs),
      tasks,
      tbtMs: totalBlockingMs(tasks.filter((task) => task.startMs <= readyMs)),
      tbtSettledMs: totalBlockingMs(tasks),
    };
  } finally {
    await context.close();
  }
}

/** The tasks as lines of text, for a terminal. */
export function describeLongTasks(run: StartLongTasks): string[] {
  const lines = [
    `FCP ${String(run.fcpMs)} ms, mark ${String(run.readyMs)} ms, TBT to mark ${String(run.tbtMs)} ms, to settled ${String(run.tbtSettledMs)} ms`,
  ];
  for (const task of run.tasks) {
    lines.push(`  at ${String(task.startMs)} ms: ${String(task.durationMs)} ms`);
    for (const piece of task.pieces)
      lines.push(`      ${String(piece.ms).padStart(6)} ms  ${piece.what}`);
    for (const fn of task.functions)
      lines.push(`      ${String(fn.ms).padStart(6)} ms  js ${fn.what}`);
    for (const file of task.files)
      lines.push(`      ${String(file.ms).padStart(6)} ms  file ${file.what}`);
  }
  return lines;
}
