import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CHROMIUM_ARGS,
  DEBIAN_CHROMIUM_PATH,
  E2E_CHROMIUM_ARGS,
  HEADLESS_SHELL_PATH,
  PLAYWRIGHT_DISABLED_FEATURES,
  e2eChromiumPath,
} from "./chromium";

/** The features playwright-core's own launch turns off, read from its code. */
function playwrightDisabledFeatures(): string[] {
  // The package's exports name no inner files: the way in is its package.json.
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("playwright-core/package.json"));
  const bundle = readFileSync(path.join(root, "lib", "coreBundle.js"), "utf8");
  const start = bundle.indexOf("disabledFeatures = [");
  const end = bundle.indexOf("]", start);
  if (start < 0 || end < 0) throw new Error("playwright-core's list of disabled features moved");
  return Array.from(
    bundle.slice(start, end).matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm),
    (match) => match[1] ?? "",
  );
}

describe("Chromium's launch arguments", () => {
  it("keep every feature Playwright turns off, since only the last --disable-features counts", () => {
    const found = playwrightDisabledFeatures();
    expect(found.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(found));
  });

  it.each([
    ["the benchmarks", CHROMIUM_ARGS],
    ["the e2e suite", E2E_CHROMIUM_ARGS],
  ])("pass %s one --disable-features, with the address bar's popup off", (_, args) => {
    const lists = args.filter((arg) => arg.startsWith("--disable-features="));
    expect(lists).toHaveLength(1);
    expect(lists[0]?.split("=")[1]?.split(",")).toEqual(
      expect.arrayContaining(["PaintHolding", "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]),
    );
  });

  it("leave V8's optimizing compilers on for the benchmarks only", () => {
    expect(CHROMIUM_ARGS.some((arg) => arg.startsWith("--js-flags"))).toBe(false);
    expect(E2E_CHROMIUM_ARGS.filter((arg) => arg.startsWith("--js-flags"))).toEqual([
      "--js-flags=--no-opt --no-maglev",
    ]);
  });
});

describe("the e2e suite's Chromium", () => {
  it("is the headless shell when it is installed", () => {
    expect(e2eChromiumPath(undefined, (path) => path === HEADLESS_SHELL_PATH)).toBe(
      HEADLESS_SHELL_PATH,
    );
  });

  it("is Debian's Chromium without it", () => {
    expect(e2eChromiumPath(undefined, () => false)).toBe(DEBIAN_CHROMIUM_PATH);
  });

  it("is the one CHROMIUM_PATH names, either way", () => {
    expect(e2eChromiumPath("/opt/chrome", () => true)).toBe("/opt/chrome");
  });
});
