import { describe, expect, it } from "vitest";
import { comparisonTable, msCell, ratioCell } from "./table";
import type { BuildFigures } from "./summary";

const ours: BuildFigures = {
  homeMs: 1020,
  homeSlowMs: 2716,
  fcpSlowMs: 2716,
  scriptMs: 232,
  titleMs: 720,
  scriptRequests: 15,
  lighthouseHome: { score: 76, tbtMs: 632 },
  lighthouseLanding: { score: 94, tbtMs: 0 },
  likeMs: 13.3,
  scrollFrameMs: 14.2,
  longFrames: 0.5,
  scrollFrames: 150,
};

const original: BuildFigures = {
  homeMs: 1616,
  homeSlowMs: 3740,
  fcpSlowMs: 2216,
  scriptMs: 155,
  titleMs: 952,
  scriptRequests: 1,
  lighthouseHome: { score: 78, tbtMs: 379 },
  lighthouseLanding: { score: 87, tbtMs: 20 },
  likeMs: 31.4,
  scrollFrameMs: 12.6,
  longFrames: 0,
  scrollFrames: 150,
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

  it("gives no ratio when either side is missing or the original is zero", () => {
    expect(ratioCell(null, 155)).toBe("—");
    expect(ratioCell(232, null)).toBe("—");
    expect(ratioCell(3, 0)).toBe("—");
  });
});

describe("comparisonTable", () => {
  it("prints the issue's rows: both builds and their ratio, none for counts and scores", () => {
    expect(comparisonTable(ours, original)).toEqual([
      "| measure | ours | original | ours / original |",
      "| --- | --- | --- | --- |",
      "| first post on `/home`, cold | 1,020 ms | 1,616 ms | 0.63 |",
      "| the same with the CPU slowed 4× | 2,716 ms | 3,740 ms | 0.73 |",
      "| first text painted (FCP), cold, CPU 4× | 2,716 ms | 2,216 ms | 1.23 |",
      "| script time before the first post (CPU) | 232 ms | 155 ms | 1.50 |",
      "| instance title painted on `/`, cold | 720 ms | 952 ms | 0.76 |",
      "| JavaScript requests for `/home` | 15 | 1 | — |",
      "| Lighthouse `/home` performance (TBT simulated) | 76 (632 ms) | 78 (379 ms) | — |",
      "| Lighthouse `/` performance | 94 | 87 | — |",
      "| like: main-thread CPU per like | 13.3 ms | 31.4 ms | 0.42 |",
      "| scrolling: renderer CPU per frame / frames > 50 ms | 14.2 ms / 0.5 of 150 | 12.6 ms / 0 of 150 | 1.13 |",
    ]);
  });

  it("prints ours alone when there is nothing to compare with", () => {
    const table = comparisonTable(ours, null);
    expect(table[0]).toBe("| measure | ours |");
    expect(table[2]).toBe("| first post on `/home`, cold | 1,020 ms |");
    expect(table).toHaveLength(12);
  });

  it("says n/a for a Lighthouse run that gave no score", () => {
    const failed = { ...original, lighthouseHome: { score: null, tbtMs: null } };
    expect(comparisonTable(ours, failed)[8]).toBe(
      "| Lighthouse `/home` performance (TBT simulated) | 76 (632 ms) | n/a | — |",
    );
  });
});
