import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_VERSIONS } from "../../demo/store/versions";

/**
 * Where the end-to-end stacks live. Every Playwright worker has a stack of its
 * own (e2e/support/worker-stack.ts), one origin for the browser (the app) with
 * the API behind it:
 *
 *   browser → app (vite preview of dist/, base)
 *           → contract gate (base+3: routes, records violations)
 *           → Prism proxy --errors (base+2, validates against the OpenAPI file)
 *           → demo Mitra API (base+1)
 *
 * Worker n's base is E2E_PORT_BASE (default 4100) + STACK_STRIDE × n, n being
 * its parallel index (0 … workers-1).
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
export const STACK_STRIDE = 10;
export const HOST = "127.0.0.1";

export interface StackAddress {
  ports: { app: number; demo: number; prism: number; gate: number };
  appUrl: string;
  demoUrl: string;
  prismUrl: string;
  gateUrl: string;
}

/** The ports and URLs of the stack whose app listens on `base`. */
export function stackAt(base: number): StackAddress {
  const ports = { app: base, demo: base + 1, prism: base + 2, gate: base + 3 };
  const url = (port: number): string => `http://${HOST}:${port}`;
  return {
    ports,
    appUrl: url(ports.app),
    demoUrl: url(ports.demo),
    prismUrl: url(ports.prism),
    gateUrl: url(ports.gate),
  };
}

/**
 * The stack of the worker this module is loaded in: Playwright sets
 * TEST_PARALLEL_INDEX in each worker before it loads the tests (outside a
 * worker, the first stack).
 */
export const WORKER_STACK = stackAt(
  PORT_BASE + STACK_STRIDE * Number(process.env.TEST_PARALLEL_INDEX ?? 0),
);
export const DEMO_URL = WORKER_STACK.demoUrl;
export const GATE_URL = WORKER_STACK.gateUrl;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST_DIR = path.join(REPO_ROOT, "dist");

/**
 * The suite runs against the production build, never a dev server: null when
 * the build is there, else what to do (checked by the global setup, once for
 * every worker, and by a stack started by hand).
 */
export function missingBuild(): string | null {
  return existsSync(path.join(DIST_DIR, "index.html"))
    ? null
    : "dist/index.html not found: the e2e suite runs against the production build. Run `npm run build` first.";
}
/**
 * The tag of tests about what the client draws whatever the server (axe in
 * both themes, layout), inside specs that otherwise exercise the server: like
 * the presentation specs, they run against the default version only.
 */
export const PRESENTATION = "@presentation";

/**
 * The versions the journeys run against: the first the product was written
 * for and today's. Every release between is covered in process by the
 * version sweep (src/api/versionSweep.test.ts), which takes seconds.
 */
export const E2E_SERVERS = ["3.10", "5.9"] as const;
export type E2eServer = (typeof E2E_SERVERS)[number];
/** The version the presentation specs run against. */
export const PRESENTATION_SERVER: E2eServer = "3.10";

/**
 * The tag of journeys whose requests and answers are the same on every
 * release (client-side rules, drafts, failures, plain paging): they run
 * against the newest version only, where most people are. A journey that
 * touches anything the capability map gates runs against each version.
 */
export const ANY_SERVER = "@any-server";
/** The version the ANY_SERVER journeys run against. */
export const ANY_SERVER_RUNS_ON: E2eServer = "5.9";

/** DEMO_SERVER as an e2e version (default 3.10); throws naming the ones the suite runs. */
export function parseE2eServer(text: string | undefined): E2eServer {
  if (text === undefined || text === "") return PRESENTATION_SERVER;
  const found = E2E_SERVERS.find((version) => version === text);
  if (found) return found;
  const played = SERVER_VERSIONS.some((version) => version === text);
  throw new Error(
    `DEMO_SERVER=${text}: the e2e suite runs against Mitra ${E2E_SERVERS.join(" and ")}` +
      (played ? " (the demo plays it: npm start, or the version sweep)" : ""),
  );
}

/** The Mitra version the demo plays in this run (DEMO_SERVER, default 3.10). */
export const DEMO_SERVER: E2eServer = parseE2eServer(process.env.DEMO_SERVER);

/**
 * Each played version's run keeps its results apart (the suite runs once per
 * version, and Playwright empties its output folder when a run starts).
 */
export const RESULTS_DIR = path.join(REPO_ROOT, "test-results", `mitra-${DEMO_SERVER}`);
export const REPORT_DIR = path.join(REPO_ROOT, "playwright-report", `mitra-${DEMO_SERVER}`);
export const CONTRACT_REPORT_FILE = path.join(RESULTS_DIR, "contract-violations.json");
export const PRISM_LOG_FILE = path.join(RESULTS_DIR, "prism.log");
/** Each worker's contract report and Prism log, merged at the end of the run. */
export const STACK_REPORTS_DIR = path.join(RESULTS_DIR, "contract-stacks");

/** Each played server's contract: the OpenAPI file of that Mitra release. */
const CONTRACTS: Record<E2eServer, string> = {
  "3.10": "../shared/mitra/openapi-v3.10.0.yaml",
  "5.9": "../shared/mitra/openapi-latest.yaml",
};

/**
 * The OpenAPI file the contract check validates against: MITRA_OPENAPI, else
 * the contract of the server the demo plays.
 */
export function contractSpecPath(): string {
  return path.resolve(REPO_ROOT, process.env.MITRA_OPENAPI ?? CONTRACTS[DEMO_SERVER]);
}

export function contractSpecExists(): boolean {
  return existsSync(contractSpecPath());
}

/** Requests carrying this header are deliberate contract breaks (e2e/contract.spec.ts). */
export const PROBE_HEADER = "x-contract-probe";
