import { describe, expect, it } from "vitest";
import type { BuildFigures } from "./summary";
import { comparisonTable, msCell, ratioCell } from "./table";

const ours: BuildFigures = {
  textMs: 500,
  textSlowMs: 1200,
  cardMs: 800,
  cardSlowMs: 2000,
  fcpSlowMs: 988,
  blockingSlowMs: 250,
  longTasksSlow: 2,
  longestTaskSlowMs: 180,
  tbtSlowMs: 400,
  scriptMs: 150,
  titleMs: 704,
  scriptRequests: 4,
  lighthouseHome: { scores: [98, 97, 99], min: 97, tbtMs: 120 },
  lighthouseLanding: { scores: [100, 100, 100], min: 100, tbtMs: 0 },
  likeMs: 9.5,
  likeGrossMs: 12,
  clickMs: 2.5,
  scrollFrameMs: 14,
  longFrames: 0,
  scrollFrames: 150,
  heapBytes: 10e6,
  domNodes: 554,
  longPages: 50,
  landingJsBytes: 70_000,
  landingJsBudget: 78_000,
  visits: 27,
  warmVisits: 0,
};

const original: BuildFigures = {
  ...ours,
  textMs: 1668,
  textSlowMs: 3668,
  cardMs: 1700,
  cardSlowMs: 3700,
  fcpSlowMs: 2420,
  blockingSlowMs: 933,
  longTasksSlow: 5,
  longestTaskSlowMs: 600,
  tbtSlowMs: 1000,
  scriptMs: 182,
  titleMs: 1020,
  scriptRequests: 1,
  lighthouseHome: { scores: [76, null, 80], min: null, tbtMs: 900 },
  lighthouseLanding: { scores: [82, 80, 83], min: 80, tbtMs: 300 },
  likeMs: 30,
  likeGrossMs: 33.9,
  clickMs: 3.9,
  scrollFrameMs: 13.6,
  longFrames: 0.5,
  heapBytes: 127e6,
  domNodes: 97_605,
  landingJsBytes: 140_000,
  landingJsBudget: null,
};

describe("msCell", () => {
  it("writes whole milliseconds with a thousands separator, and a tenth under 100 ms", () => {
    expect(msCell(1020.4)).toBe("1,020 ms");
    expect(msCell(232)).toBe("232 ms");
    expect(msCell(13.26)).toBe("13.3 ms");
  });

  it("says n/a for what was not measured", () => {
    expect(msCell(null)).toBe("n/a");
  });
});

describe("ratioCell", () => {
  it("divides ours by the original, to two decimals", () => {
    expect(ratioCell(1020, 1616)).toBe("0.63");
    expect(ratioCell(232, 155)).toBe("1.50");
  });

  it("gives a third decimal under 0.2, where a goal of 0.1× is told", () => {
    expect(ratioCell(10.9, 104.3)).toBe("0.105");
    expect(ratioCell(554, 97_605)).toBe("0.006");
  });

  it("gives no ratio when either side is missing or the original is zero", () => {
    expect(ratioCell(null, 155)).toBe("—");
    expect(ratioCell(232, null)).toBe("—");
    expect(ratioCell(3, 0)).toBe("—");
  });
});

describe("comparisonTable", () => {
  it("prints the issue's rows: both builds, their ratio, the goal and whether it is met", () => {
    expect(comparisonTable(ours, original)).toEqual([
      "| measure | ours | original | ours / original | goal | met |",
      "| --- | --- | --- | --- | --- | --- |",
      "| **total blocking time after the first paint, until the first interactive card, CPU 4×** | 250 ms | 933 ms | 0.27 | ≤ 0.3× | pass |",
      "| tasks over 50 ms in that window: count / longest | 2 / 180 ms | 5 / 600 ms | — | none | **miss** |",
      "| total blocking time, first paint to TTI (standard), CPU 4× | 400 ms | 1,000 ms | 0.40 | — | — |",
      "| first post text painted on `/home`, cold | 500 ms | 1,668 ms | 0.30 | ≤ 0.35× | pass |",
      "| the same, CPU 4× | 1,200 ms | 3,668 ms | 0.33 | ≤ 0.35× | pass |",
      "| first interactive card on `/home`, cold | 800 ms | 1,700 ms | 0.47 | ≤ 0.5× | pass |",
      "| the same, CPU 4× | 2,000 ms | 3,700 ms | 0.54 | ≤ 0.5× | **miss** |",
      "| first text painted (FCP), cold, CPU 4× | 988 ms | 2,420 ms | 0.41 | — | — |",
      "| script time before the first interactive card (CPU) | 150 ms | 182 ms | 0.82 | ≤ 1.0× | pass |",
      "| instance title painted on `/`, cold | 704 ms | 1,020 ms | 0.69 | — | — |",
      "| JavaScript requests before the first interactive card | 4 | 1 | — | — | — |",
      "| Lighthouse `/home` performance, each run (min) | 98, 97, 99 (min 97) | 76, n/a, 80 (min n/a) | — | ≥ 98 in every run | **miss** |",
      "| Lighthouse `/` performance, each run (min) | 100, 100, 100 (min 100) | 82, 80, 83 (min 80) | — | 100 in every run | pass |",
      "| like: main-thread CPU per like, net of a bare click | 9.5 ms (gross 12.0 ms, click 2.5 ms) | 30.0 ms (gross 33.9 ms, click 3.9 ms) | 0.32 | ≤ 0.5× | pass |",
      "| scroll: renderer CPU per frame / frames > 50 ms | 14.0 ms / 0 of 150 | 13.6 ms / 0.5 of 150 | 1.03 | ≤ 1.0× / 0 | **miss** |",
      "| long session: JS heap | 10.0 MB | 127.0 MB | 0.079 | ≤ 0.1× | pass |",
      "| long session: DOM elements | 554 | 97,605 | 0.006 | ≤ 0.1× | pass |",
      "| landing JavaScript (brotli) | 68.4 kB | 136.7 kB | 0.50 | ≤ 76.2 kB (budget) | pass |",
    ]);
  });

  it("prints ours alone, judging only the goals that need no original", () => {
    const table = comparisonTable(ours, null);
    expect(table[0]).toBe("| measure | ours | goal | met |");
    expect(table[2]).toBe(
      "| **total blocking time after the first paint, until the first interactive card, CPU 4×** | 250 ms | ≤ 0.3× | — |",
    );
    expect(table[3]).toBe(
      "| tasks over 50 ms in that window: count / longest | 2 / 180 ms | none | **miss** |",
    );
    expect(table).toHaveLength(20);
  });

  it("misses the scroll goal on a long frame whatever the ratio", () => {
    const table = comparisonTable({ ...ours, scrollFrameMs: 10, longFrames: 1 }, original);
    expect(table[16]).toMatch(/\| \*\*miss\*\* \|$/);
  });
});
