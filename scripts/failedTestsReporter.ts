import type { Reporter, TestModule } from "vitest/node";

/** The first lines of an error: enough to tell which assertion failed. */
function firstLines(message: string, count = 6): string {
  return message.split("\n").slice(0, count).join("\n    ");
}

/**
 * After the run, the failed tests again on stdout, each with its file, name
 * and message. Vitest's own report writes failures to stderr, which a CI log
 * that keeps only the end of stdout (or a runner that prints one task's
 * stdout after another's stderr) leaves out.
 */
export default class FailedTestsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const error of module.errors()) {
        lines.push(`✗ ${module.relativeModuleId}\n    ${firstLines(error.message)}`);
      }
      for (const test of module.children.allTests("failed")) {
        const result = test.result();
        const message = result.errors?.[0]?.message ?? "failed";
        lines.push(`✗ ${module.relativeModuleId} > ${test.fullName}\n    ${firstLines(message)}`);
      }
    }
    if (lines.length > 0) process.stdout.write(`\nFailed tests:\n${lines.join("\n")}\n`);
  }
}
