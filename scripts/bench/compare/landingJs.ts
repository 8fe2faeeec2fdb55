import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { ROOT } from "../paths";

export interface LandingJs {
  /** Brotli bytes of the JavaScript `/` needs, as scripts/size-budget.ts counts them. */
  bytes: number;
  budget: number | null;
}

/**
 * This build's landing JavaScript and its budget: scripts/size-budget.ts's
 * own figure (it writes dist/size-report.json; run here when the report is
 * missing or older than the build). Null when it cannot be had.
 */
export function ourLandingJs(dist: string): LandingJs | null {
  const report = path.join(dist, "size-report.json");
  const html = path.join(dist, "index.html");
  const stale = !existsSync(report) || statSync(report).mtimeMs < statSync(html).mtimeMs;
  // size-budget.ts measures dist/ only.
  if (stale && path.resolve(dist) === path.join(ROOT, "dist")) {
    try {
      execFileSync("npx", ["tsx", "scripts/size-budget.ts"], { cwd: ROOT, stdio: "ignore" });
    } catch {
      // Over its budget it exits non-zero, having written the report.
    }
  }
  if (!existsSync(report)) return null;
  const data = JSON.parse(readFileSync(report, "utf8")) as {
    total?: { brotli?: number };
    budget?: number;
  };
  return data.total?.brotli === undefined
    ? null
    : { bytes: data.total.brotli, budget: data.budget ?? null };
}

/**
 * Another build's landing JavaScript, counted alike (brotli 11): the scripts
 * and module preloads its index.html names. Their own imports are not
 * followed: for a one-file build like the original's, that is all of it.
 */
export function otherLandingJs(dist: string): LandingJs | null {
  const html = path.join(dist, "index.html");
  if (!existsSync(html)) return null;
  const text = readFileSync(html, "utf8");
  const files = new Set(
    [
      ...text.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.m?js)"/g),
      ...text.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
    ].map((match) => match[1] ?? ""),
  );
  let bytes = 0;
  for (const file of files) {
    const full = path.join(dist, file);
    if (!existsSync(full)) continue;
    bytes += brotliCompressSync(readFileSync(full), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { bytes, budget: null };
}
