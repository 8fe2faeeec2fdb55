import { describe, expect, it } from "vitest";
import { conditionsLines, type Conditions } from "./conditions";

const conditions: Conditions = {
  builds: ["dist", "../shared/anchor/mitra-web-3.10.0"],
  chromium: "150.0",
  latencyMs: 50,
  cpuSlowdown: 4,
  viewport: { width: 1280, height: 900 },
  startRuns: 9,
  likeRuns: 3,
  likePosts: 3,
  scrollRuns: 3,
  scrollFrames: 150,
  scrollStepPx: 80,
  longRuns: 1,
  longPages: 50,
  lighthouseRuns: 3,
  visits: 54,
  warmVisits: 1,
  paintTimed: 50,
};

describe("conditionsLines", () => {
  it("states the issue's conditions: latency, cold visits, alternated turns, CPU slowdown", () => {
    const text = conditionsLines(conditions).join("\n");
    expect(text).toContain("alternated turns");
    expect(text).toContain("every API answer +50 ms");
    expect(text).toContain("53 of 54 visits had no service worker and no script from a cache");
    expect(text).toContain("9 turns of /home, /home at CPU 4×");
    expect(text).toContain("Element Timing: 50 of 54 visits");
    expect(text).toContain("3 runs per page");
  });

  it("says when there is nothing to compare with", () => {
    expect(conditionsLines({ ...conditions, builds: ["dist"] })[0]).toContain(
      "dist alone (no original to compare with)",
    );
  });
});
