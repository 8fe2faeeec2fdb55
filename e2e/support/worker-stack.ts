import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { REPO_ROOT, STACK_REPORTS_DIR, type StackAddress } from "./config";
import { CONTRACT_CONTROL } from "./contract/control";

/**
 * A Playwright worker's own end-to-end stack (e2e/support/stack.ts as a child
 * process): its own app server, gate, Prism and demo store, so workers never
 * share state. The stack dies with the worker (it exits when its stdin closes).
 *
 * When the stack stops, its contract report and Prism log go to
 * STACK_REPORTS_DIR as worker-<index>.json / .log; the global teardown merges
 * them into the one verdict. Until then the report file says the worker did
 * not finish, so a worker that dies without cleaning up is not taken for a
 * clean one.
 */
export interface WorkerStack {
  address: StackAddress;
  /** Reads the contract report, then stops the stack if this worker started it. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 15_000;
/** Output lines kept to explain a stack that did not start. */
const KEPT_LINES = 40;

async function gateAnswers(gateUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${gateUrl}${CONTRACT_CONTROL.reset}`, { method: "POST" })).ok;
  } catch {
    return false;
  }
}

function reportFiles(workerIndex: number): { report: string; log: string } {
  const name = `worker-${workerIndex}`;
  return {
    report: path.join(STACK_REPORTS_DIR, `${name}.json`),
    log: path.join(STACK_REPORTS_DIR, `${name}.log`),
  };
}

function spawnStack(base: number): ChildProcess {
  // The stack takes its ports from E2E_PORT_BASE alone, not from the worker's index.
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT_BASE: String(base) };
  delete env.TEST_PARALLEL_INDEX;
  delete env.TEST_WORKER_INDEX;
  return spawn(process.execPath, ["--import", "tsx", "e2e/support/stack.ts", "--exit-with-stdin"], {
    cwd: REPO_ROOT,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** Resolves when the stack says it is ready; rejects with its last output when it exits or hangs. */
function untilReady(child: ChildProcess, base: number): Promise<void> {
  const output: string[] = [];
  const keep = (line: string): void => {
    output.push(line);
    if (output.length > KEPT_LINES) output.shift();
  };
  return new Promise((resolve, reject) => {
    const failed = (why: string): void => {
      clearTimeout(timer);
      reject(new Error(`The e2e stack on ports ${base}+ ${why}:\n${output.join("\n")}`));
    };
    const timer = setTimeout(() => {
      failed(`did not start within ${START_TIMEOUT_MS / 1000} s`);
    }, START_TIMEOUT_MS);
    child.once("exit", (code, signal) => {
      failed(`exited (code ${code ?? "-"}, signal ${signal ?? "-"})`);
    });
    if (child.stdout) {
      readline.createInterface({ input: child.stdout }).on("line", (line) => {
        keep(line);
        if (line.startsWith("[stack] ready:")) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    if (child.stderr) readline.createInterface({ input: child.stderr }).on("line", keep);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.stdin?.end();
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Writes the gate's contract report and Prism log for the global teardown to merge. */
async function saveReport(gateUrl: string, workerIndex: number): Promise<void> {
  const files = reportFiles(workerIndex);
  try {
    const report = await fetch(`${gateUrl}${CONTRACT_CONTROL.report}`);
    if (!report.ok) throw new Error(`status ${report.status}`);
    await writeFile(files.report, await report.text());
    const log = await fetch(`${gateUrl}${CONTRACT_CONTROL.prismLog}`);
    if (log.ok) await writeFile(files.log, await log.text());
  } catch (error) {
    const message = `worker ${workerIndex}: the contract report could not be read from ${gateUrl}: ${error instanceof Error ? error.message : String(error)}`;
    await writeFile(files.report, `${JSON.stringify({ error: message })}\n`);
  }
}

/**
 * Starts a worker's stack at `address` (or, outside CI, reuses one already
 * answering there, e.g. started by hand). `workerIndex` names its report.
 */
export async function startWorkerStack(
  address: StackAddress,
  workerIndex: number,
): Promise<WorkerStack> {
  await mkdir(STACK_REPORTS_DIR, { recursive: true });
  await writeFile(
    reportFiles(workerIndex).report,
    `${JSON.stringify({ error: `worker ${workerIndex} did not stop cleanly: its contract report is missing` })}\n`,
  );
  let child: ChildProcess | null = null;
  if (process.env.CI || !(await gateAnswers(address.gateUrl))) {
    const base = address.ports.app;
    child = spawnStack(base);
    try {
      await untilReady(child, base);
    } catch (error) {
      await stopChild(child);
      throw error;
    }
  }
  return {
    address,
    async stop() {
      await saveReport(address.gateUrl, workerIndex);
      if (child) await stopChild(child);
    },
  };
}
