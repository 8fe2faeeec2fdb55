import { describe, expect, it } from "vitest";
import type { ColdStart } from "./coldStart";
import type { LighthouseFigures } from "./lighthouseFigures";
import { medianOf, perLikeMs, summarizeBuild } from "./summary";

const start = (readyMs: number, extra: Partial<ColdStart> = {}): ColdStart => ({
  readyMs,
  fcpMs: readyMs / 2,
  scriptMs: readyMs / 4,
  scripts: 5,
  ...extra,
});

const lighthouse = (score: number | null, tbtMs: number | null): LighthouseFigures => ({
  score,
  tbtMs,
  fcpMs: null,
  lcpMs: null,
  finalUrl: null,
  error: null,
});

describe("medianOf", () => {
  it("leaves out what was not measured", () => {
    expect(medianOf([3, null, 1, Number.NaN, 2])).toBe(2);
    expect(medianOf([null])).toBeNull();
  });
});

describe("perLikeMs", () => {
  it("takes off what the page spends alone over as long, per click", () => {
    // 6 clicks over 3 s cost 150 ms; alone, the page spends 0.01 ms a ms: 30 ms of it.
    expect(perLikeMs({ clicks: 6, taskMs: 150, windowMs: 3000, idleTaskPerMs: 0.01 })).toBe(20);
  });

  it("never goes below zero, and has nothing to say without clicks", () => {
    expect(perLikeMs({ clicks: 2, taskMs: 10, windowMs: 1000, idleTaskPerMs: 0.05 })).toBe(0);
    expect(perLikeMs({ clicks: 0, taskMs: 0, windowMs: 0, idleTaskPerMs: 0 })).toBeNull();
  });
});

describe("summarizeBuild", () => {
  it("takes the median of each measure over the turns, per like and per frame", () => {
    const figures = summarizeBuild({
      starts: [100, 300, 200].map((ms) => ({
        home: start(ms),
        homeSlow: start(ms * 3, { fcpMs: null }),
        landing: start(ms / 2),
      })),
      likes: [
        { clicks: 6, taskMs: 60, windowMs: 3000, idleTaskPerMs: 0 },
        { clicks: 4, taskMs: 80, windowMs: 2000, idleTaskPerMs: 0 },
        { clicks: 0, taskMs: 0, windowMs: 0, idleTaskPerMs: 0 },
      ],
      scrolls: [
        { frames: 150, taskMs: 1500, longFrames: 1, worstFrameMs: 60, reachedEnd: false },
        { frames: 150, taskMs: 3000, longFrames: 0, worstFrameMs: 20, reachedEnd: false },
      ],
      lighthouse: [
        { home: lighthouse(70, 600), landing: lighthouse(98, 0) },
        { home: lighthouse(null, null), landing: lighthouse(100, 0) },
        { home: lighthouse(80, 400), landing: lighthouse(99, 10) },
      ],
    });
    expect(figures).toEqual({
      homeMs: 200,
      homeSlowMs: 600,
      fcpSlowMs: null,
      scriptMs: 50,
      titleMs: 100,
      scriptRequests: 5,
      lighthouseHome: { score: 75, tbtMs: 500 },
      lighthouseLanding: { score: 99, tbtMs: 0 },
      likeMs: 15,
      scrollFrameMs: 15,
      longFrames: 0.5,
      scrollFrames: 150,
    });
  });
});
