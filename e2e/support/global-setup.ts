import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseServerVersion } from "../../demo/server";
import { DIST_DIR, STACK_REPORTS_DIR, contractSpecPath } from "./config";

/**
 * Checks what every worker's stack needs before any starts (so one clear
 * error instead of one per worker), and starts the run with no contract
 * reports from an earlier one.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(DIST_DIR, "index.html"))) {
    throw new Error(
      "dist/index.html not found: the e2e suite runs against the production build. Run `npm run build` first.",
    );
  }
  const server = parseServerVersion(process.env.DEMO_SERVER);
  await rm(STACK_REPORTS_DIR, { recursive: true, force: true });
  console.log(`e2e: demo playing Mitra ${server}, contract ${contractSpecPath()}`);
}
