/** A Chrome trace event, as CDP Tracing.dataCollected hands them over. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** Microseconds, on the trace's clock. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

/** A task of the page's main thread over LONG_TASK_MS, and what ran in it. */
export interface LongTask {
  /** ms from the navigation's start. */
  startMs: number;
  durationMs: number;
  /** The part over 50 ms: what total blocking time adds up. */
  blockingMs: number;
  /** Its largest pieces (script evaluated, function called, layout…), biggest first. */
  pieces: { what: string; ms: number }[];
  /** The JavaScript functions that ran longest in it (CPU profile, self time), biggest first. */
  functions: { what: string; ms: number }[];
  /** The same by file (the function's name, or `file:line`, cut at its last colon). */
  files: { what: string; ms: number }[];
}

const LONG_TASK_MS = 50;

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** Turns a profile's call frame into a name (`where` may map it to the source). */
export type NameFrame = (frame: CallFrame) => string;

const plainFrame: NameFrame = (frame) =>
  `${frame.functionName || "(anonymous)"} ${shortUrl(frame.url)}:${String(frame.lineNumber + 1)}`;

function shortUrl(url: string): string {
  if (!url) return "";
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function data(event: TraceEvent): Record<string, unknown> {
  const value = event.args?.data;
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** A child event of a task, said in words. */
function describe(event: TraceEvent, nameFrame: NameFrame): string {
  const info = data(event);
  const url = typeof info.url === "string" ? shortUrl(info.url) : "";
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
      return `${event.name} ${url}`;
    case "FunctionCall":
      return `FunctionCall ${nameFrame({
        functionName: typeof info.functionName === "string" ? info.functionName : "",
        url: typeof info.url === "string" ? info.url : "",
        lineNumber: Number(info.lineNumber ?? 1) - 1,
        columnNumber: Number(info.columnNumber ?? 1) - 1,
      })}`;
    case "EventDispatch":
      return `EventDispatch ${typeof info.type === "string" ? info.type : ""}`;
    default:
      return event.name;
  }
}

/** The CPU profile's samples (trace category disabled-by-default-v8.cpu_profiler): time → frame. */
function profileSamples(
  events: TraceEvent[],
  pid: number,
  tid: number,
): { ts: number; frame: CallFrame }[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; frame: CallFrame }[] = [];
  const clocks = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    const info = data(event);
    // A profile per thread: the service worker's runs in the same process.
    if (event.name === "Profile" && event.tid !== tid) continue;
    if (event.name === "ProfileChunk" && event.id !== undefined && !clocks.has(event.id)) continue;
    if (event.name === "Profile" && event.id !== undefined) {
      clocks.set(event.id, Number(info.startTime ?? event.ts));
    }
    if (event.name !== "ProfileChunk" || event.id === undefined) continue;
    const profile = info.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = (info.timeDeltas as number[] | undefined) ?? [];
    let clock = clocks.get(event.id) ?? event.ts;
    (profile?.samples ?? []).forEach((nodeId, index) => {
      clock += deltas[index] ?? 0;
      const frame = nodes.get(nodeId)?.callFrame;
      if (frame) samples.push({ ts: clock, frame });
    });
    clocks.set(event.id, clock);
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

function top(totals: Map<string, number>, count: number, minMs: number) {
  return [...totals]
    .map(([what, us]) => ({ what, ms: Math.round(us / 100) / 10 }))
    .filter((piece) => piece.ms >= minMs)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/**
 * The main thread's long tasks in a trace, from `fromUs` to `untilUs` (trace
 * clock), with what ran in them. The main thread is the one `threadOf` names
 * (the renderer thread that painted the first contentful paint).
 */
export function longTasks(
  events: TraceEvent[],
  {
    pid,
    tid,
    originUs,
    fromUs = 0,
    untilUs = Infinity,
    nameFrame = plainFrame,
    functionCount = 5,
  }: {
    pid: number;
    tid: number;
    originUs: number;
    fromUs?: number;
    untilUs?: number;
    nameFrame?: NameFrame;
    /** How many functions to name per task. */
    functionCount?: number;
  },
): LongTask[] {
  const thread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const samples = profileSamples(events, pid, tid);
  const tasks: LongTask[] = [];
  let taskEnd = -Infinity;
  for (const event of thread) {
    if (!TASK_NAMES.has(event.name) || event.ts < taskEnd) continue;
    const dur = event.dur ?? 0;
    taskEnd = event.ts + dur;
    if (dur <= LONG_TASK_MS * 1000 || taskEnd < fromUs || event.ts > untilUs) continue;
    const pieces = new Map<string, number>();
    // Direct children only: a child inside another child would count twice.
    let childEnd = -Infinity;
    for (const child of thread) {
      if (child.ts < event.ts || child === event) continue;
      if (child.ts >= taskEnd) break;
      if (child.ts < childEnd || TASK_NAMES.has(child.name)) continue;
      childEnd = child.ts + (child.dur ?? 0);
      const what = describe(child, nameFrame);
      pieces.set(what, (pieces.get(what) ?? 0) + (child.dur ?? 0));
    }
    const functions = new Map<string, number>();
    const files = new Map<string, number>();
    for (let index = 0; index < samples.length - 1; index += 1) {
      const sample = samples[index];
      const next = samples[index + 1];
      if (!sample || !next || sample.ts < event.ts || sample.ts >= taskEnd) continue;
      const what = nameFrame(sample.frame);
      if (what.startsWith("(idle)") || what.startsWith("(program)")) continue;
      const spent = Math.min(next.ts, taskEnd) - sample.ts;
      functions.set(what, (functions.get(what) ?? 0) + spent);
      const file = what.replace(/:\d+$/, "");
      files.set(file, (files.get(file) ?? 0) + spent);
    }
    const durationMs = Math.round(dur / 100) / 10;
    tasks.push({
      startMs: Math.round((event.ts - originUs) / 1000),
      durationMs,
      blockingMs: Math.round((durationMs - LONG_TASK_MS) * 10) / 10,
      pieces: top(pieces, 4, 2),
      functions: top(functions, functionCount, 2),
      files: top(files, 8, 3),
    });
  }
  return tasks;
}

/** The sum of the long tasks' time over 50 ms. */
export function totalBlockingMs(tasks: LongTask[]): number {
  return Math.round(tasks.reduce((sum, task) => sum + task.blockingMs, 0));
}
