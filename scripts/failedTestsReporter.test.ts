import type { TestModule } from "vitest/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import FailedTestsReporter from "./failedTestsReporter";

interface StubTest {
  name: string;
  /** The failure's message; none for a test that passed. */
  message?: string;
  /** Passed only when tried again. */
  flaky?: boolean;
}

/** A module as the reporter reads it: its load errors and its tests. */
function moduleWith(id: string, loadErrors: string[], tests: StubTest[]): TestModule {
  const stub = {
    relativeModuleId: id,
    errors: () => loadErrors.map((message) => ({ message })),
    children: {
      *allTests() {
        for (const test of tests) {
          yield {
            fullName: test.name,
            result: () =>
              test.message === undefined
                ? { state: "passed", errors: undefined }
                : { state: "failed", errors: [{ message: test.message }] },
            diagnostic: () => ({ flaky: test.flaky ?? false }),
          };
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

  it("names each failed test with its file and message, a file that did not load, and flaky tests", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    new FailedTestsReporter().onTestRunEnd([
      moduleWith(
        "src/a.test.ts",
        [],
        [
          { name: "menu > opens", message: "expected 2\nto be 3" },
          { name: "menu > closes" },
          { name: "menu > returns focus", flaky: true },
        ],
      ),
      moduleWith("src/b.test.tsx", ["Cannot find module './gone'"], []),
    ]);
    expect(write).toHaveBeenCalledOnce();
    expect(String(write.mock.calls[0]?.[0])).toBe(
      "\nPassed when tried again (flaky):\n" +
        "~ src/a.test.ts > menu > returns focus\n" +
        "\nFailed tests:\n" +
        "✗ src/a.test.ts > menu > opens\n    expected 2\n    to be 3\n" +
        "✗ src/b.test.tsx\n    Cannot find module './gone'\n",
    );
  });

  it("prints nothing when all passed at the first try", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    new FailedTestsReporter().onTestRunEnd([moduleWith("src/a.test.ts", [], [{ name: "opens" }])]);
    expect(write).not.toHaveBeenCalled();
  });
});
