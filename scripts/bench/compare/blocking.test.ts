import { describe, expect, it } from "vitest";
import { blockingBetween, interactiveAt, totalBlockingTime } from "./blocking";

const task = (start: number, duration: number) => ({ start, duration });

describe("blockingBetween", () => {
  it("sums each task's time over 50 ms between the paint and the card", () => {
    const tasks = [task(100, 300), task(1000, 120), task(1200, 40), task(1300, 200)];
    // The first task is before the paint; the last one starts after the card.
    expect(blockingBetween(tasks, 500, 1250)).toEqual({ blockingMs: 70, count: 1, longestMs: 120 });
  });

  it("counts a task begun before the paint from the paint on", () => {
    expect(blockingBetween([task(400, 200)], 500, 2000)).toEqual({
      blockingMs: 50,
      count: 1,
      longestMs: 100,
    });
    // Clipped to 40 ms: it no longer blocks.
    expect(blockingBetween([task(400, 140)], 500, 2000).count).toBe(0);
  });

  it("counts whole the task running when the card appears", () => {
    expect(blockingBetween([task(900, 300)], 500, 1000).blockingMs).toBe(250);
  });

  it("is zero with no long task in the window", () => {
    expect(blockingBetween([], 500, 1000)).toEqual({ blockingMs: 0, count: 0, longestMs: 0 });
  });
});

describe("interactiveAt", () => {
  it("is the end of the last long task before five quiet seconds", () => {
    const tasks = [task(600, 100), task(1000, 200), task(7000, 80)];
    expect(interactiveAt(tasks, 500, 10_000)).toBe(1200);
  });

  it("is the paint itself when no long task follows it", () => {
    expect(interactiveAt([task(100, 300)], 500, 6000)).toBe(500);
  });

  it("is unknown when the page was not watched five seconds past its last long task", () => {
    expect(interactiveAt([task(1000, 200)], 500, 5000)).toBeNull();
  });
});

describe("totalBlockingTime", () => {
  it("sums the blocking from the paint to TTI, leaving out what comes after", () => {
    const tasks = [task(600, 100), task(1000, 200), task(7000, 80)];
    expect(totalBlockingTime(tasks, 500, 10_000)).toBe(200);
  });

  it("has no figure without TTI", () => {
    expect(totalBlockingTime([task(1000, 200)], 500, 3000)).toBeNull();
  });
});
