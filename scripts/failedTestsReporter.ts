import type { Reporter, TestModule } from "vitest/node";

/** The first lines of an error: enough to tell which assertion failed. */
function firstLines(message: string, count = 6): string {
  return message.split("\n").slice(0, count).join("\n    ");
}

/**
 * After the run, on stdout: the failed tests again, each with its file, name
 * and message, and the tests that passed only when tried again (flaky).
 * Vitest's own report writes failures to stderr, which a CI log that keeps
 * only the end of stdout (or a runner that prints one task's stdout after
 * another's stderr) leaves out.
 */
export default class FailedTestsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const failed: string[] = [];
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const error of module.errors()) {
        failed.push(`✗ ${module.relativeModuleId}\n    ${firstLines(error.message)}`);
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === "failed") {
          const message = result.errors[0]?.message ?? "failed";
          failed.push(
            `✗ ${module.relativeModuleId} > ${test.fullName}\n    ${firstLines(message)}`,
          );
        } else if (test.diagnostic()?.flaky === true) {
          flaky.push(`~ ${module.relativeModuleId} > ${test.fullName}`);
        }
      }
    }
    let report = "";
    if (flaky.length > 0) report += `\nPassed when tried again (flaky):\n${flaky.join("\n")}\n`;
    if (failed.length > 0) report += `\nFailed tests:\n${failed.join("\n")}\n`;
    if (report) process.stdout.write(report);
  }
}
