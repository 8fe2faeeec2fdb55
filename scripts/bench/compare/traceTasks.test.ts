import { describe, expect, it } from "vitest";
import { longTasks, totalBlockingMs, type TraceEvent } from "./traceTasks";

const MAIN = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, name = "RunTask"): TraceEvent => ({
  name,
  cat: "disabled-by-default-devtools.timeline",
  ph: "X",
  ts,
  dur,
  ...MAIN,
});
const child = (ts: number, dur: number, name: string, data: object = {}): TraceEvent => ({
  ...task(ts, dur, name),
  args: { data },
});

describe("the main thread's long tasks in a trace", () => {
  const events: TraceEvent[] = [
    task(1_000_000, 30_000),
    task(1_100_000, 120_000),
    child(1_100_000, 80_000, "EvaluateScript", { url: "http://127.0.0.1:1/assets/start.js" }),
    child(1_110_000, 10_000, "FunctionCall"),
    child(1_190_000, 20_000, "Layout"),
    // Another thread's long task (a worker) is not the page's.
    { ...task(1_100_000, 400_000), tid: 9 },
    task(1_400_000, 70_000),
  ];

  it("lists the tasks over 50 ms from `fromUs` on, with their direct pieces", () => {
    const tasks = longTasks(events, { ...MAIN, originUs: 1_000_000, fromUs: 1_050_000 });
    expect(tasks.map((each) => [each.startMs, each.durationMs, each.blockingMs])).toEqual([
      [100, 120, 70],
      [400, 70, 20],
    ]);
    expect(tasks[0]?.pieces).toEqual([
      { what: "EvaluateScript /assets/start.js", ms: 80 },
      { what: "Layout", ms: 20 },
    ]);
    expect(totalBlockingMs(tasks)).toBe(90);
  });

  it("leaves out the tasks that ended before `fromUs`", () => {
    expect(longTasks(events, { ...MAIN, originUs: 1_000_000, fromUs: 1_300_000 })).toHaveLength(1);
  });
});
