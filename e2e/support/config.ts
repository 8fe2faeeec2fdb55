import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the end-to-end stack lives. One origin for the browser (the app), with
 * the API behind it:
 *
 *   browser → app (vite preview of dist/, 4100)
 *           → contract gate (4103: routes, records violations)
 *           → Prism proxy --errors (4102, validates against the OpenAPI file)
 *           → demo Mitra API (4101)
 *
 * Set E2E_PORT_BASE to move all four ports (base, base+1, base+2, base+3).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4100);

export const PORTS = {
  app: base,
  demo: base + 1,
  prism: base + 2,
  gate: base + 3,
} as const;

export const HOST = "127.0.0.1";

export const APP_URL = `http://${HOST}:${PORTS.app}`;
export const DEMO_URL = `http://${HOST}:${PORTS.demo}`;
export const PRISM_URL = `http://${HOST}:${PORTS.prism}`;
export const GATE_URL = `http://${HOST}:${PORTS.gate}`;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST_DIR = path.join(REPO_ROOT, "dist");
export const RESULTS_DIR = path.join(REPO_ROOT, "test-results");
export const CONTRACT_REPORT_FILE = path.join(RESULTS_DIR, "contract-violations.json");
export const PRISM_LOG_FILE = path.join(RESULTS_DIR, "prism.log");

/** The OpenAPI file the contract check validates against (DESIGN.md, Tests). */
export function contractSpecPath(): string {
  return path.resolve(
    REPO_ROOT,
    process.env.MITRA_OPENAPI ?? "../shared/mitra/openapi-v3.10.0.yaml",
  );
}

export function contractSpecExists(): boolean {
  return existsSync(contractSpecPath());
}

/** Requests carrying this header are deliberate contract breaks (e2e/contract.spec.ts). */
export const PROBE_HEADER = "x-contract-probe";
