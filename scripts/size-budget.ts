/**
 * Landing page JavaScript budget (`npm run test:size`, after `npm run build`).
 *
 * Counts what the browser must download to show `/` to a visitor: the head's
 * script (public/boot.js, as the build minifies it), the entry
 * chunk of index.html with its static imports, the chunks the page's head
 * preloads beside it (the entry imports them at once), plus the light landing app
 * (src/app/start/LandingApp.tsx) with its static imports, each file once, as
 * brotli (quality 11, as a server precompresses) and gzip -9. Fails when the
 * brotli total is over LANDING_JS_BUDGET (bytes, or e.g. "90k"; default
 * 78,000 bytes).
 *
 * Also counts the JavaScript files a signed-in start on /home needs before
 * its first post: the entry's static imports, the head's preloads, plus the `start` chunk (see
 * build/startChunk.ts) and its static imports. Each is a request, and over
 * HTTP/1.1 the start's API calls queue behind them; fails over
 * START_JS_FILES (default 5, counting public/boot.js). Writes dist/size-report.json.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const MANIFEST = path.join(DIST, ".vite", "manifest.json");
const LANDING_SRC = "src/app/start/LandingApp.tsx";
// The landing page skips the router and the query cache (they come with the
// full app); React and react-dom are most of what is left (~58 kB brotli).
const DEFAULT_BUDGET = 78_000;
const DEFAULT_START_FILES = 5;

function fail(message: string): never {
  console.error(`size budget: ${message}`);
  process.exit(1);
}

function parseBudget(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_BUDGET;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(k|kb|kib)?\s*$/i.exec(value);
  if (!match?.[1]) fail(`LANDING_JS_BUDGET="${value}" is not a size (bytes, or e.g. "120k")`);
  return Math.round(Number(match[1]) * (match[2] ? 1024 : 1));
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** The key and its static imports, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest names "${key}" as an import but has no entry for it`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

if (!existsSync(MANIFEST)) {
  fail(
    `${path.relative(ROOT, MANIFEST)} not found. Run \`npm run build\` first (vite.config.ts must set build.manifest: true).`,
  );
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Manifest;

const entryKey =
  "index.html" in manifest
    ? "index.html"
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry === true && key.endsWith(".html"));
if (!entryKey) fail(`no index.html entry in ${path.relative(ROOT, MANIFEST)}`);

const landingKey = Object.keys(manifest).find(
  (key) => key === LANDING_SRC || manifest[key]?.src === LANDING_SRC,
);
if (!landingKey) {
  fail(
    `no chunk for ${LANDING_SRC} in the manifest: the landing route must be a lazy import of that file ` +
      "(if it moved, update LANDING_SRC in scripts/size-budget.ts).",
  );
}

// Chunks the page's head preloads beside the entry, which imports them at once.
const html = readFileSync(path.join(DIST, "index.html"), "utf8");
const preloadedKeys = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
  ([, file]) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
    if (!key) fail(`index.html preloads ${file ?? ""}, which the manifest does not name`);
    return key;
  },
);

/** The entry, the head's preloads and the given chunk, with their static imports. */
function loadedWith(key: string): Set<string> {
  const seen = new Set<string>();
  for (const root of [entryKey as string, ...preloadedKeys, key]) {
    staticClosure(manifest, root, seen);
  }
  return seen;
}

const keys = loadedWith(landingKey);

const files = [
  "boot.js",
  ...new Set(
    [...keys].map((key) => manifest[key]?.file ?? "").filter((file) => /\.m?js$/.test(file)),
  ),
];
const rows = files.map((file) => {
  const full = path.join(DIST, file);
  if (!existsSync(full)) fail(`${path.relative(ROOT, full)} is in the manifest but not on disk`);
  const bytes = readFileSync(full);
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  return { file, raw: bytes.length, gzip, brotli };
});
rows.sort((a, b) => b.brotli - a.brotli);

const total = {
  raw: rows.reduce((sum, row) => sum + row.raw, 0),
  gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
  brotli: rows.reduce((sum, row) => sum + row.brotli, 0),
};
const budget = parseBudget(process.env.LANDING_JS_BUDGET);
const ok = total.brotli <= budget;

const width = Math.max(4, ...rows.map((row) => row.file.length));
const line = (file: string, raw: string, gzip: string, brotli: string): string =>
  `${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${brotli.padStart(10)}`;
console.log(
  "Landing page JavaScript (head script, entry, head preloads, landing app; static imports)",
);
console.log(line("file", "raw", "gzip -9", "brotli 11"));
for (const row of rows) console.log(line(row.file, kB(row.raw), kB(row.gzip), kB(row.brotli)));
console.log(line("total", kB(total.raw), kB(total.gzip), kB(total.brotli)));
console.log(
  `budget ${kB(budget)} brotli: ${ok ? "ok" : "OVER"} (${kB(Math.abs(budget - total.brotli))} ${ok ? "left" : "over"})`,
);

const startKey = Object.keys(manifest).find((key) => manifest[key]?.name === "start");
if (!startKey) {
  fail(
    "no `start` chunk in the manifest: a signed-in start's modules must be grouped into one chunk " +
      "(build/startChunk.ts, wired in vite.config.ts).",
  );
}
const startKeys = loadedWith(startKey);
// The page's head script (public/boot.js) is one of them.
const startFiles = [
  "boot.js",
  ...[...startKeys].map((key) => manifest[key]?.file ?? "").filter((file) => /\.m?js$/.test(file)),
];
const startBudget = Number(process.env.START_JS_FILES ?? DEFAULT_START_FILES);
const startOk = startFiles.length <= startBudget;
console.log(
  `Signed-in start: ${startFiles.length} JavaScript files before the first post (budget ${startBudget}: ${startOk ? "ok" : "OVER"})`,
);

writeFileSync(
  path.join(DIST, "size-report.json"),
  `${JSON.stringify(
    {
      entry: entryKey,
      landing: landingKey,
      files: rows,
      total,
      budget,
      ok,
      start: { files: startFiles, budget: startBudget, ok: startOk },
    },
    null,
    2,
  )}\n`,
);

if (!ok) {
  fail(
    `the landing page needs ${total.brotli} bytes of brotli-compressed JavaScript, over the budget of ${budget}.`,
  );
}
if (!startOk) {
  fail(
    `a signed-in start needs ${startFiles.length} JavaScript files (${startFiles.join(", ")}), over the budget of ${startBudget}.`,
  );
}
