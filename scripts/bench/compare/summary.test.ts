import { describe, expect, it } from "vitest";
import type { ColdStart } from "./coldStart";
import type { LighthouseFigures } from "./lighthouseFigures";
import { likeCosts, lighthouseSummary, medianOf, summarizeBuild } from "./summary";

const start = (textMs: number, extra: Partial<ColdStart> = {}): ColdStart => ({
  textMs,
  textBy: "paint",
  cardMs: textMs * 2,
  fcpMs: textMs / 2,
  scriptMs: textMs / 4,
  scripts: 5,
  blocking: { blockingMs: textMs / 10, count: 1, longestMs: 100 },
  tbtMs: null,
  controlled: false,
  cachedScripts: 0,
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
    expect(medianOf([3, null, 1, Number.NaN, undefined, 2])).toBe(2);
    expect(medianOf([null])).toBeNull();
  });
});

describe("likeCosts", () => {
  it("takes a bare click's cost off a like's, per click", () => {
    expect(
      likeCosts({ clicks: 6, taskMs: 150, windowMs: 3000, bareClicks: 4, bareTaskMs: 20 }),
    ).toEqual({ gross: 25, click: 5, net: 20 });
  });

  it("never goes below zero, and has nothing to say without clicks", () => {
    expect(
      likeCosts({ clicks: 2, taskMs: 10, windowMs: 0, bareClicks: 2, bareTaskMs: 30 }).net,
    ).toBe(0);
    expect(likeCosts({ clicks: 0, taskMs: 0, windowMs: 0, bareClicks: 2, bareTaskMs: 4 })).toEqual({
      gross: null,
      click: 2,
      net: null,
    });
  });
});

describe("lighthouseSummary", () => {
  it("keeps every score and the lowest", () => {
    expect(lighthouseSummary([lighthouse(98, 10), lighthouse(95, 30), lighthouse(100, 0)])).toEqual(
      {
        scores: [98, 95, 100],
        min: 95,
        tbtMs: 10,
      },
    );
  });

  it("has no lowest when a run gave no score", () => {
    expect(lighthouseSummary([lighthouse(98, 10), lighthouse(null, null)]).min).toBeNull();
  });
});

describe("summarizeBuild", () => {
  it("takes the median of each measure over the turns, per like and per frame", () => {
    const figures = summarizeBuild(
      {
        starts: [100, 300, 200].map((ms) => ({
          home: start(ms),
          homeSlow: start(ms * 3, { fcpMs: null, blocking: null, tbtMs: ms }),
          landing: start(ms / 2, { cardMs: null, cachedScripts: ms === 300 ? 1 : 0 }),
        })),
        likes: [
          { clicks: 6, taskMs: 60, windowMs: 3000, bareClicks: 6, bareTaskMs: 12 },
          { clicks: 4, taskMs: 80, windowMs: 2000, bareClicks: 4, bareTaskMs: 4 },
          { clicks: 0, taskMs: 0, windowMs: 0, bareClicks: 0, bareTaskMs: 0 },
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
        long: [{ pages: 50, heapBytes: 10e6, domNodes: 554 }],
      },
      { bytes: 70_000, budget: 78_000 },
    );
    expect(figures).toEqual({
      textMs: 200,
      textSlowMs: 600,
      cardMs: 400,
      cardSlowMs: 1200,
      fcpSlowMs: null,
      blockingSlowMs: null,
      longTasksSlow: null,
      longestTaskSlowMs: null,
      tbtSlowMs: 200,
      scriptMs: 50,
      titleMs: 100,
      scriptRequests: 5,
      lighthouseHome: { scores: [70, null, 80], min: null, tbtMs: 500 },
      lighthouseLanding: { scores: [98, 100, 99], min: 98, tbtMs: 0 },
      likeMs: 13.5,
      likeGrossMs: 15,
      clickMs: 1.5,
      scrollFrameMs: 15,
      longFrames: 0.5,
      scrollFrames: 150,
      heapBytes: 10e6,
      domNodes: 554,
      longPages: 50,
      landingJsBytes: 70_000,
      landingJsBudget: 78_000,
      visits: 9,
      warmVisits: 1,
    });
  });
});
