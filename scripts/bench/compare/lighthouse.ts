import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../e2e/support/chromium";
import { BenchFailure } from "../failure";
import { sleep } from "../wait";
import { lighthouseFigures, type LighthouseFigures } from "./lighthouseFigures";

/** Chromium writes the port it took (for --remote-debugging-port=0) into its profile. */
async function debuggingPort(profile: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const text = await readFile(path.join(profile, "DevToolsActivePort"), "utf8").catch(() => "");
    const port = Number(text.split("\n")[0]);
    if (port > 0) return port;
    await sleep(100);
  }
  throw new BenchFailure("Chromium did not say which port it debugs on");
}

/**
 * One Lighthouse run (its default: mobile, simulated throttling, performance
 * only) on `url`, in a Chromium with a fresh profile: an empty cache, no
 * service worker. With `token`, the profile first keeps that session (as the
 * app keeps it, in localStorage) and Lighthouse is told not to clear storage,
 * so the signed-in start is what it measures.
 */
export async function runLighthouse(url: string, token: string | null): Promise<LighthouseFigures> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "bench-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--remote-debugging-port=0"],
  });
  try {
    if (token) {
      // A blank document of the app's origin, answered by the bench (the app
      // itself would start, and install its service worker).
      const page = context.pages()[0] ?? (await context.newPage());
      const { origin } = new URL(url);
      await page.route(`${origin}/bench-storage`, (route) =>
        route.fulfill({ contentType: "text/plain", body: "" }),
      );
      await page.goto(`${origin}/bench-storage`);
      await page.evaluate((value) => localStorage.setItem("auth_token", value), token);
      await page.unrouteAll();
      await page.goto("about:blank");
    }
    const result = await lighthouse(url, {
      port: await debuggingPort(profile),
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: token !== null,
    });
    return lighthouseFigures(result?.lhr);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
