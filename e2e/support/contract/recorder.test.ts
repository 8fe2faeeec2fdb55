import { describe, expect, it } from "vitest";
import { PrismLog } from "./prism-log";
import { ContractRecorder } from "./recorder";

const LOG_ERROR =
  "\u001b[90m[10:00:00 AM]\u001b[39m › [HTTP SERVER] post /api/v1/statuses ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY";

describe("the gate's record of a run", () => {
  const draft = {
    method: "GET",
    path: "/x",
    status: 200,
    kind: "response" as const,
    message: "bad",
  };

  it("counts the same finding once, with the first five tests it came in", () => {
    const recorder = new ContractRecorder("spec.yaml", null, null);
    for (let index = 0; index < 7; index++) {
      recorder.currentTest = `test ${String(index % 6)}`;
      recorder.add([draft], "violations");
    }
    recorder.add([{ ...draft, location: "response.body" }], "warnings");
    recorder.add([draft], "probes");
    recorder.noteChecked(false);
    recorder.noteChecked(false);
    recorder.noteChecked(true);
    recorder.noteUncovered("GET /media/*", "static");
    recorder.noteUncovered("GET /media/*", "static");
    const report = recorder.report();
    expect(report.violations).toEqual([
      { ...draft, count: 7, tests: ["test 0", "test 1", "test 2", "test 3", "test 4"] },
    ]);
    expect(report.warnings).toHaveLength(1);
    expect(report.probes).toEqual([{ ...draft, count: 1, tests: ["test 0"] }]);
    expect([report.checked, report.probeRequests]).toEqual([2, 1]);
    expect(report.uncovered).toEqual([{ route: "GET /media/*", reason: "static", count: 2 }]);
    expect(report.prismLog).toEqual({ errorLines: 0, warningLines: 0 });

    recorder.reset();
    const empty = recorder.report();
    expect([empty.checked, empty.violations, empty.uncovered]).toEqual([0, [], []]);
  });

  it("an error in Prism's log that the gate did not see is a violation", () => {
    const log = new PrismLog();
    const recorder = new ContractRecorder("spec.yaml", null, log);
    log.add(LOG_ERROR);
    log.add(LOG_ERROR);
    recorder.notePrismError("post", "/api/v1/statuses", "UNPROCESSABLE_ENTITY");
    const report = recorder.report();
    expect(report.violations).toEqual([
      {
        method: "POST",
        path: "/api/v1/statuses",
        status: 0,
        kind: "log",
        prismType: "UNPROCESSABLE_ENTITY",
        message: expect.stringContaining("did not record it") as unknown,
        count: 1,
        tests: [],
      },
    ]);
    expect(report.prismLog).toEqual({ errorLines: 2, warningLines: 0 });
  });
});
