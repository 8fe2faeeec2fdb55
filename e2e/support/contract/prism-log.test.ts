import { describe, expect, it } from "vitest";
import { PrismLog } from "./prism-log";

const LOG_ERROR =
  "\u001b[90m[10:00:00 AM]\u001b[39m › [HTTP SERVER] post /api/v1/statuses ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY";

describe("Prism's log", () => {
  it("counts the errors and validation warnings it reports", () => {
    const log = new PrismLog();
    log.add(LOG_ERROR);
    log.add("[VALIDATOR] ⚠  warning   Violation: response.body Response body must be object");
    log.add("[HTTP SERVER] get /x ℹ  info      Request received");
    expect(log.errorEvents).toEqual(["POST /api/v1/statuses UNPROCESSABLE_ENTITY"]);
    expect(log.warningLines).toBe(1);
    expect(log.lines[0]).not.toContain("\u001b");
    log.reset();
    expect([log.lines.length, log.errorEvents.length, log.warningLines]).toEqual([0, 0, 0]);
  });
});
