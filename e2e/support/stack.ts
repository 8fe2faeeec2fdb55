/**
 * One end-to-end stack, on the ports from E2E_PORT_BASE (default 4100).
 * Each Playwright worker starts its own (e2e/support/worker-stack.ts, with
 * `--exit-with-stdin`); by hand, `node --import tsx e2e/support/stack.ts`
 * starts one that the first worker of a local run reuses.
 *
 *   app   base    vite preview of the production build dist/, API_PATHS → gate
 *   gate  base+3  e2e/support/contract/gate.ts: records violations, routes around Prism
 *   prism base+2  prism proxy --errors <MITRA_OPENAPI> → demo
 *   demo  base+1  demo/server.ts playing Mitra DEMO_SERVER (3.10 or 5.9, default 3.10),
 *                 with its /__demo/* control endpoints
 *
 * Without the spec file, the gate sends everything straight to the demo and
 * the run reports "Contract check skipped: <path> not found".
 * On SIGTERM/SIGINT/SIGHUP, on exit, and with `--exit-with-stdin` when stdin
 * closes (the worker that started it is gone), every child process is stopped.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import type http from "node:http";
import { startDemoServer } from "../../demo/server";
import {
  HOST,
  PORT_BASE,
  REPO_ROOT,
  contractSpecExists,
  contractSpecPath,
  missingBuild,
  parseE2eServer,
  stackAt,
} from "./config";
import { startContractGate } from "./contract/gate";
import { PrismLog } from "./contract/prism-log";
import { ContractRecorder } from "./contract/recorder";

const require = createRequire(import.meta.url);
const {
  ports: PORTS,
  appUrl: APP_URL,
  demoUrl: DEMO_URL,
  prismUrl: PRISM_URL,
} = stackAt(PORT_BASE);
/** How long to wait for a port that a stack before this one is still letting go of. */
const PORT_WAIT_MS = 15_000;
const children = new Map<ChildProcess, string>();
let stopping = false;
let gate: http.Server | null = null;
let demo: { close(): Promise<void> } | null = null;

function say(message: string): void {
  process.stdout.write(`[stack] ${message}\n`);
}

function fail(message: string): never {
  process.stderr.write(`[stack] ${message}\n`);
  process.exit(1);
}

// Called with a literal require.resolve of the package's package.json, so the
// dependency is named where knip (npm run lint) finds it.
/** A file of a package, by the path of that package's package.json. */
function binOf(packageJson: string, bin: string): string {
  return path.join(path.dirname(packageJson), bin);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.set(child, name);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(
        `[stack] ${name} exited unexpectedly (code ${code ?? "-"}, signal ${signal ?? "-"})\n`,
      );
      void shutdown(1);
    }
  });
  return child;
}

function lines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (stream) readline.createInterface({ input: stream }).on("line", onLine);
}

async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children.keys()) child.kill("SIGTERM");
  const deadline = Date.now() + 5000;
  while (children.size > 0 && Date.now() < deadline) await sleep(50);
  for (const child of children.keys()) child.kill("SIGKILL");
  const closing: Promise<unknown>[] = [];
  if (gate) {
    const server = gate;
    server.closeAllConnections();
    closing.push(new Promise((resolve) => server.close(resolve)));
  }
  if (demo) closing.push(demo.close());
  await Promise.race([Promise.allSettled(closing), sleep(3000)]);
  process.exit(code);
}

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
  process.on(signal, () => void shutdown(0));
}
if (process.argv.includes("--exit-with-stdin")) {
  process.stdin.on("close", () => void shutdown(0));
  process.stdin.resume();
}
process.on("exit", () => {
  for (const child of children.keys()) child.kill("SIGKILL");
});
process.on("uncaughtException", (error) => {
  process.stderr.write(`[stack] ${error.stack ?? error.message}\n`);
  void shutdown(1);
});
process.on("unhandledRejection", (reason) => {
  process.stderr.write(
    `[stack] ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`,
  );
  void shutdown(1);
});

async function main(): Promise<void> {
  const missing = missingBuild();
  if (missing) fail(missing);
  const server = parseE2eServer(process.env.DEMO_SERVER);
  for (const [name, port] of Object.entries(PORTS)) {
    try {
      await waitFor(`port ${port}`, () => portIsFree(port), PORT_WAIT_MS);
    } catch {
      fail(
        `port ${port} (${name}) is in use: is another e2e stack running? Stop it, or set E2E_PORT_BASE.`,
      );
    }
  }

  const spec = contractSpecPath();
  const hasSpec = contractSpecExists();
  const skipped = hasSpec ? null : `Contract check skipped: ${spec} not found`;
  if (skipped) say(skipped);

  demo = await startDemoServer({ port: PORTS.demo, host: HOST, server });
  say(`demo API (Mitra ${server}) on ${DEMO_URL}`);

  let prismLog: PrismLog | null = null;
  if (hasSpec) {
    const log = new PrismLog();
    prismLog = log;
    let listening = false;
    const prism = startChild(
      "prism",
      [
        binOf(require.resolve("@stoplight/prism-cli/package.json"), "dist/index.js"),
        "proxy",
        spec,
        DEMO_URL,
        "--errors",
        "--host",
        HOST,
        "--port",
        String(PORTS.prism),
        "--multiprocess=false",
      ],
      { FORCE_COLOR: "0", NODE_ENV: "test" },
    );
    const onLine = (line: string): void => {
      log.add(line);
      if (line.includes("Prism is listening on")) listening = true;
    };
    lines(prism.stdout, onLine);
    lines(prism.stderr, onLine);
    try {
      await waitFor("Prism", () => listening, 90_000);
    } catch (error) {
      process.stderr.write(`${log.lines.slice(-30).join("\n")}\n`);
      throw error;
    }
    say(`Prism proxy on ${PRISM_URL}, validating against ${spec}`);
  }

  const recorder = new ContractRecorder(spec, skipped, prismLog);
  gate = await startContractGate({
    host: HOST,
    port: PORTS.gate,
    demoUrl: DEMO_URL,
    prismUrl: hasSpec ? PRISM_URL : null,
    recorder,
  });
  say(`contract gate on http://${HOST}:${PORTS.gate}`);

  const gateUrl = `http://${HOST}:${PORTS.gate}`;
  const app = startChild(
    "vite preview",
    [
      binOf(require.resolve("vite/package.json"), "bin/vite.js"),
      "preview",
      "--host",
      HOST,
      "--port",
      String(PORTS.app),
      "--strictPort",
    ],
    { MITRA_URL: gateUrl },
  );
  lines(app.stdout, (line) => process.stdout.write(`[app] ${line}\n`));
  lines(app.stderr, (line) => process.stderr.write(`[app] ${line}\n`));
  await waitFor(
    "vite preview",
    async () => {
      try {
        return (await fetch(APP_URL)).ok;
      } catch {
        return false;
      }
    },
    60_000,
  );
  say(`ready: ${APP_URL} (production build) → gate → ${hasSpec ? "Prism → " : ""}demo`);
}

main().catch((error: unknown) => {
  process.stderr.write(`[stack] ${error instanceof Error ? error.message : String(error)}\n`);
  void shutdown(1);
});
