import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BenchFailure } from "./failure";

/** The repository: this file is in scripts/bench/. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The production build `npm run build` writes. */
export const DIST = path.join(ROOT, "dist");

/** A path as the printed results name it: from the repository. */
export function fromRoot(file: string): string {
  return path.relative(ROOT, file);
}

/** The benchmarks measure a production build and build nothing themselves. */
export function requireBuild(dist: string): void {
  if (!existsSync(path.join(dist, "index.html"))) {
    throw new BenchFailure(
      `${fromRoot(dist) || "."}/index.html not found. The bench measures the production build ` +
        "and builds nothing itself: run `npm run build` first.",
    );
  }
}
