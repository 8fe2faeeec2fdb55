import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { E2E_CHROMIUM_ARGS, e2eChromiumPath } from "./e2e/support/chromium";
import { ANY_SERVER_SPECS, PRESENTATION_SPECS } from "./e2e/support/runOnce";
import {
  ANY_SERVER,
  ANY_SERVER_RUNS_ON,
  DEMO_SERVER,
  E2E_SERVERS,
  PRESENTATION,
  PRESENTATION_SERVER,
  REPORT_DIR,
  RESULTS_DIR,
} from "./e2e/support/config";

const CI = Boolean(process.env.CI);

const specGlob = (name: string) => `**/${name}.spec.ts`;

/** The tests of the other run's kind: presentation checks, or journeys any server answers alike. */
const otherRunsOnly = [
  ...(DEMO_SERVER === PRESENTATION_SERVER ? [] : [PRESENTATION]),
  ...(DEMO_SERVER === ANY_SERVER_RUNS_ON ? [] : [ANY_SERVER]),
];

/**
 * Workers: E2E_WORKERS, else one per core, at most WORKER_LIMIT. Each worker
 * runs a whole stack (app server, gate, Prism, demo) beside its Chromium, and
 * the run is bound by the processor: two workers per core finished no sooner
 * on 2 cores, and long journeys then ran into their time limits.
 */
const WORKER_LIMIT = 4;
function workerCount(): number {
  const asked = process.env.E2E_WORKERS;
  if (asked) {
    const count = Number(asked);
    if (!Number.isInteger(count) || count < 1) {
      throw new Error(`E2E_WORKERS=${asked}: give a whole number of workers, 1 or more`);
    }
    return count;
  }
  return Math.max(1, Math.min(WORKER_LIMIT, os.availableParallelism()));
}

/**
 * End to end: Chromium (Debian's, `npx playwright install` does not work here)
 * against the production build served with the demo API behind a Prism
 * contract proxy. Every worker has its own stack (e2e/support/worker-stack.ts)
 * on ports E2E_PORT_BASE + 10 × its index, with its own demo store, reset
 * before every test (e2e/support/fixtures.ts); so tests run in parallel, file
 * or not. The global teardown merges the stacks' contract reports.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // e2e/*.spec.ts run against every server the demo plays; e2e/server-<version>/
  // holds what only that version has (e.g. polls on 5.9). The presentation
  // specs run against 3.10 only (PRESENTATION_SERVER), the journeys any
  // server answers alike against 5.9 only (ANY_SERVER_RUNS_ON).
  testIgnore: [
    ...E2E_SERVERS.filter((version) => version !== DEMO_SERVER).map(
      (version) => `**/server-${version}/**`,
    ),
    ...(DEMO_SERVER === PRESENTATION_SERVER ? [] : PRESENTATION_SPECS.map(specGlob)),
    ...(DEMO_SERVER === ANY_SERVER_RUNS_ON ? [] : ANY_SERVER_SPECS.map(specGlob)),
  ],
  // So do the tests tagged PRESENTATION or ANY_SERVER in the other specs.
  ...(otherRunsOnly.length === 0 ? {} : { grepInvert: new RegExp(otherRunsOnly.join("|")) }),
  outputDir: RESULTS_DIR,
  fullyParallel: true,
  workers: workerCount(),
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A 2-core machine runs the app, the demo, Prism and Chromium at once.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: REPORT_DIR }]],
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  // baseURL is each worker's own app server (the `baseURL` fixture in e2e/support/fixtures.ts).
  use: {
    // The app's service worker precaches the whole build after the first
    // visit; tests other than e2e/pwa.spec.ts run without it, from the network.
    serviceWorkers: "block",
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
          executablePath: e2eChromiumPath(),
          args: E2E_CHROMIUM_ARGS,
        },
      },
    },
  ],
});
