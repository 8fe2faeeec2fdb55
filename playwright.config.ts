import { defineConfig, devices } from "@playwright/test";
import { APP_URL } from "./e2e/support/config";

const CI = Boolean(process.env.CI);

/**
 * End to end: Chromium (Debian's, `npx playwright install` does not work here)
 * against the production build served with the demo API behind a Prism
 * contract proxy (e2e/support/stack.ts). One worker: the demo store is shared
 * and reset before every test (e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A 2-core machine runs the app, the demo, Prism and Chromium at once.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL: APP_URL,
    trace: "on-first-retry",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node --import tsx e2e/support/stack.ts",
    url: APP_URL,
    reuseExistingServer: !CI,
    timeout: 180_000,
    // The stack's own progress lines stay quiet; its errors (stderr) are shown.
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
