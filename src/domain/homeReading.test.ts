import { describe, expect, it } from "vitest";
import { createMarkerSaver, MARKER_REST_MS, MARKER_RETRY_MS, newestReadIndex } from "./homeReading";

describe("newestReadIndex", () => {
  it("takes the newest post at least half on screen", () => {
    const items = [
      { index: 3, top: -250, bottom: -10 },
      { index: 4, top: -10, bottom: 290 },
      { index: 5, top: 290, bottom: 590 },
    ];
    expect(newestReadIndex(items, 800)).toBe(4);
  });

  it("skips a post mostly scrolled past or only peeking in", () => {
    const items = [
      { index: 0, top: -250, bottom: 50 },
      { index: 1, top: 50, bottom: 350 },
    ];
    expect(newestReadIndex(items, 800)).toBe(1);
    expect(newestReadIndex([{ index: 7, top: 700, bottom: 1000 }], 800)).toBeNull();
  });

  it("counts a post taller than the screen that fills half of it", () => {
    expect(newestReadIndex([{ index: 2, top: -900, bottom: 1500 }], 800)).toBe(2);
  });

  it("finds nothing on an empty screen", () => {
    expect(newestReadIndex([], 800)).toBeNull();
  });
});

/** A saver on a hand-turned clock, with the requests it sent. */
function harness(answers: ("ok" | "fail")[] = [], known: string | null = null) {
  const sent: string[] = [];
  const saved: string[] = [];
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextTimer = 0;
  const saver = createMarkerSaver({
    known,
    send: (id) => {
      sent.push(id);
      return answers.shift() === "fail" ? Promise.reject(new Error("409")) : Promise.resolve();
    },
    saved: (id) => saved.push(id),
    setTimer: (run, ms) => {
      nextTimer += 1;
      timers.push({ at: now + ms, run, id: nextTimer });
      return nextTimer;
    },
    clearTimer: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  });
  const advance = async (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.run();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { saver, sent, saved, advance };
}

describe("createMarkerSaver", () => {
  it("sends one request for many scrolls, once the reader rests", async () => {
    const { saver, sent, saved, advance } = harness();
    for (const id of ["30", "29", "28", "27", "26"]) {
      saver.note(id);
      await advance(500);
    }
    expect(sent).toEqual([]);
    await advance(MARKER_REST_MS);
    expect(sent).toEqual(["26"]);
    expect(saved).toEqual(["26"]);
  });

  it("sends at once when leaving, and nothing for a place the server has", async () => {
    const { saver, sent, advance } = harness([], "20");
    saver.note("20");
    saver.flush();
    expect(sent).toEqual([]);
    saver.note("19");
    saver.flush();
    saver.flush();
    await advance(MARKER_REST_MS);
    expect(sent).toEqual(["19"]);
  });

  it("tries a failed save again later, silently, with the newest place", async () => {
    const { saver, sent, saved, advance } = harness(["fail", "ok"]);
    saver.note("9");
    saver.flush();
    await advance(0);
    expect(saved).toEqual([]);
    saver.note("8");
    await advance(MARKER_REST_MS);
    expect(sent).toEqual(["9", "8"]);
    expect(saved).toEqual(["8"]);
  });

  it("retries on its own after a failure with nothing new", async () => {
    const { saver, sent, saved, advance } = harness(["fail", "ok"]);
    saver.note("5");
    saver.flush();
    await advance(0);
    await advance(MARKER_RETRY_MS);
    expect(sent).toEqual(["5", "5"]);
    expect(saved).toEqual(["5"]);
  });
});
