/**
 * How the test suite and the benchmarks start Debian's Chromium
 * (`npx playwright install` does not work here).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
  // Chromium 151 and later pre-render the address bar's popup (two WebUI
  // pages in a renderer of their own) for every window, headless too: each
  // new browser context paid ~0.3 s of a core for it, beside the page under
  // test. Measured on 31 journeys: 2.9 → 1.9 min on 2 cores.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
