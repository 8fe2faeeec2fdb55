import { rm } from "node:fs/promises";
import { STACK_REPORTS_DIR, contractSpecPath, missingBuild, parseE2eServer } from "./config";

/**
 * Checks what every worker's stack needs before any starts (so one clear
 * error instead of one per worker), and starts the run with no contract
 * reports from an earlier one.
 */
export default async function globalSetup(): Promise<void> {
  const missing = missingBuild();
  if (missing) throw new Error(missing);
  const server = parseE2eServer(process.env.DEMO_SERVER);
  await rm(STACK_REPORTS_DIR, { recursive: true, force: true });
  console.log(`e2e: demo playing Mitra ${server}, contract ${contractSpecPath()}`);
}
