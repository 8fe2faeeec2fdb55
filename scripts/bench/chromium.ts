import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { BenchFailure } from "./failure";
import type { Closers } from "./run";

/**
 * Headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with the switches
 * the e2e suite shares, V8 as users have it, and `extraArgs`.
 */
export async function launchChromium(closers: Closers, extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium
    .launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] })
    .catch((error: unknown) => {
      throw new BenchFailure(
        `could not start Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH): ${String(error)}`,
      );
    });
  closers.add(() => browser.close());
  return browser;
}
