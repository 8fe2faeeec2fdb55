import { existsSync } from "node:fs";

/**
 * How the test suite and the benchmarks start Debian's Chromium
 * (`npx playwright install` does not work here). The benchmarks measure the
 * browser people run.
 */
export const DEBIAN_CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;

/** Debian's package chromium-headless-shell: the same Chromium, without a browser window. */
export const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The e2e suite runs in the headless shell when it is installed, as
 * Playwright's own headless Chromium does: with no window to keep, its
 * browser and GPU processes did half the work, and the 3.10 run took 6.7
 * min instead of 9.3 on 2 cores. Without it, Debian's Chromium;
 * CHROMIUM_PATH names either.
 */
export function e2eChromiumPath(
  asked: string | undefined = process.env.CHROMIUM_PATH,
  installed: (path: string) => boolean = existsSync,
): string {
  if (asked) return asked;
  return installed(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEBIAN_CHROMIUM_PATH;
}

/**
 * The features Playwright turns off when it starts Chromium (playwright-core's
 * chromiumSwitches). Chromium reads only the last --disable-features it is
 * given and Playwright's comes first, so ours repeats these; chromium.test.ts
 * fails when Playwright's list has one this does not.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 151 and later pre-render the address bar's popup (two WebUI pages
 * in a renderer of their own) for every window, headless too: each new
 * browser context paid ~0.3 s of a core for it, beside the page under test.
 */
const OWN_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  // Without these, a closed network refuses Chromium's own connections, many
  // at a time, at every start.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OWN_DISABLED_FEATURES].join(",")}`,
];

/**
 * The e2e suite's pages live for seconds: V8's optimizing compilers (Maglev,
 * TurboFan) spent a sixth of the page processes' time on code that had
 * finished running before it was optimized. Its tests check behaviour, not
 * speed; the benchmarks keep V8 as users have it.
 */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--no-opt --no-maglev"];
