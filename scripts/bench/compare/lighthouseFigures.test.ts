import { describe, expect, it } from "vitest";
import { lighthouseFigures, type LighthouseReport } from "./lighthouseFigures";

const report: LighthouseReport = {
  categories: { performance: { score: 0.755 } },
  audits: {
    "total-blocking-time": { numericValue: 632.4 },
    "first-contentful-paint": { numericValue: 2182.3 },
    "largest-contentful-paint": { numericValue: 4068.7 },
    "speed-index": { numericValue: 3000 },
  },
  finalDisplayedUrl: "http://127.0.0.1:4000/home",
};

describe("lighthouseFigures", () => {
  it("reads the performance score as Lighthouse shows it (0–100) and the timings behind it", () => {
    expect(lighthouseFigures(report)).toEqual({
      score: 76,
      tbtMs: 632.4,
      fcpMs: 2182.3,
      lcpMs: 4068.7,
      finalUrl: "http://127.0.0.1:4000/home",
      error: null,
    });
  });

  it("keeps no score, and Lighthouse's reason, when the page could not be scored", () => {
    const failed: LighthouseReport = {
      categories: { performance: { score: null } },
      audits: {},
      runtimeError: { code: "NO_FCP", message: "The page did not paint any content." },
    };
    expect(lighthouseFigures(failed)).toMatchObject({
      score: null,
      tbtMs: null,
      error: "NO_FCP: The page did not paint any content.",
    });
  });

  it("says so when Lighthouse returned no report", () => {
    expect(lighthouseFigures(undefined)).toMatchObject({ score: null, error: "no report" });
  });
});
