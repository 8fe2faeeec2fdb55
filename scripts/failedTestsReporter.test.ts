import type { TestModule } from "vitest/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import FailedTestsReporter from "./failedTestsReporter";

/** A module as the reporter reads it: its load errors and its failed tests. */
function moduleWith(
  id: string,
  loadErrors: string[],
  failed: { name: string; message: string }[],
): TestModule {
  const stub = {
    relativeModuleId: id,
    errors: () => loadErrors.map((message) => ({ message })),
    children: {
      *allTests(state?: string) {
        if (state !== "failed") throw new Error("the reporter asks for failed tests only");
        for (const test of failed) {
          yield { fullName: test.name, result: () => ({ errors: [{ message: test.message }] }) };
        }
      },
    },
  };
  // Only what the reporter reads: a whole TestModule needs a running Vitest.
  return stub as unknown as TestModule;
}

describe("the failed-tests list at the end of stdout", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names each failed test with its file and message, and a file that did not load", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    new FailedTestsReporter().onTestRunEnd([
      moduleWith("src/a.test.ts", [], [{ name: "menu > opens", message: "expected 2\nto be 3" }]),
      moduleWith("src/b.test.tsx", ["Cannot find module './gone'"], []),
    ]);
    expect(write).toHaveBeenCalledOnce();
    expect(String(write.mock.calls[0]?.[0])).toBe(
      "\nFailed tests:\n" +
        "✗ src/a.test.ts > menu > opens\n    expected 2\n    to be 3\n" +
        "✗ src/b.test.tsx\n    Cannot find module './gone'\n",
    );
  });

  it("prints nothing when all passed", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    new FailedTestsReporter().onTestRunEnd([moduleWith("src/a.test.ts", [], [])]);
    expect(write).not.toHaveBeenCalled();
  });
});
