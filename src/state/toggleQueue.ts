/**
 * Quick repeated clicks on one on/off flag (a like, a bookmark, a reaction)
 * are serialised so that the last click wins: each click shows its state at
 * once, one request runs at a time, and when it ends the next is sent only if
 * the wanted state still differs from what the server confirmed. A failed
 * request goes back to the last confirmed state only when no click came after
 * it was sent; otherwise the latest click is still to be tried, and is. So a
 * rollback never restores a state a later click replaced.
 */
interface Entry {
  /** What the server last agreed to. */
  confirmed: boolean;
  /** What the latest click asked for. */
  wanted: boolean;
  /** Clicks so far, to tell whether one came after a request was sent. */
  clicks: number;
  running: boolean;
}

export interface ToggleRun<Result> {
  /** Shows `on` at once (idempotent: showing the state already shown changes nothing). */
  show: (on: boolean) => void;
  /** Asks the server for `on`. */
  send: (on: boolean) => Promise<Result>;
  /** The server agreed and nothing newer is wanted: take its answer. */
  settle: (result: Result) => void;
  onError: (error: unknown) => void;
}

const entries = new Map<string, Entry>();

/** A click asking for `wanted`; `current` is the state shown before it. */
export function toggle<Result>(
  key: string,
  current: boolean,
  wanted: boolean,
  run: ToggleRun<Result>,
): void {
  const entry = entries.get(key) ?? { confirmed: current, wanted, clicks: 0, running: false };
  entry.wanted = wanted;
  entry.clicks += 1;
  entries.set(key, entry);
  run.show(wanted);
  if (!entry.running) void drain(key, entry, run);
}

async function drain<Result>(key: string, entry: Entry, run: ToggleRun<Result>): Promise<void> {
  entry.running = true;
  try {
    while (entry.wanted !== entry.confirmed) {
      const target = entry.wanted;
      const clicksAtSend = entry.clicks;
      try {
        const result = await run.send(target);
        entry.confirmed = target;
        if (entry.wanted === target) run.settle(result);
      } catch (error) {
        run.onError(error);
        if (entry.clicks === clicksAtSend) {
          entry.wanted = entry.confirmed;
          run.show(entry.confirmed);
        }
      }
    }
  } finally {
    entry.running = false;
    if (entries.get(key) === entry) entries.delete(key);
  }
}
