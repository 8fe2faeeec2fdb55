import { describe, expect, it } from "vitest";
import { STEPS, formatDuration, runPassed, timeTable, type PhaseResult } from "./testPhases";

describe("formatDuration", () => {
  it("gives seconds below a minute, minutes and two-digit seconds above", () => {
    expect(formatDuration(0)).toBe("0 s");
    expect(formatDuration(42_400)).toBe("42 s");
    expect(formatDuration(59_600)).toBe("1 min 00 s");
    expect(formatDuration(187_000)).toBe("3 min 07 s");
  });
});

describe("the steps of npm test", () => {
  it("run the checks, build and unit tests side by side, then size, then each server's e2e", () => {
    expect(STEPS.map((step) => step.map((phase) => phase.script))).toEqual([
      ["typecheck", "lint", "build", "test:unit"],
      ["test:size"],
      ["test:e2e:3.10"],
      ["test:e2e:5.9"],
    ]);
  });
});

const passed = (name: string, seconds: number): PhaseResult => ({
  name,
  outcome: "passed",
  ms: seconds * 1000,
});

describe("timeTable", () => {
  it("lists every phase, the side-by-side step's wall time and the total", () => {
    const table = timeTable(
      [[passed("typecheck", 95), passed("unit", 130)], [passed("size", 3)]],
      140_000,
    );
    expect(table.split("\n")).toEqual([
      "typecheck       1 min 35 s  passed",
      "unit            2 min 10 s  passed",
      "  side by side  2 min 10 s",
      "size                   3 s  passed",
      "total           2 min 20 s  passed",
    ]);
  });

  it("marks a failed phase, the phases not run after it and the run as failed", () => {
    const steps: PhaseResult[][] = [
      [{ name: "lint", outcome: "failed", ms: 5000 }],
      [{ name: "e2e 3.10", outcome: "not run", ms: null }],
    ];
    expect(runPassed(steps)).toBe(false);
    expect(timeTable(steps, 5000).split("\n")).toEqual([
      "lint      5 s  failed",
      "e2e 3.10       not run",
      "total     5 s  failed",
    ]);
  });

  it("passes a run only when every phase passed", () => {
    expect(runPassed([[passed("build", 1)], [passed("size", 1)]])).toBe(true);
  });
});
