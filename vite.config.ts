/// <reference types="vitest/config" />
import { readFile } from "node:fs/promises";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import packageJson from "./package.json" with { type: "json" };
import { partOf } from "./src/locales/split.ts";

/** The API paths a Mitra server answers; the dev server proxies these to it. */
export const API_PATHS = ["/api", "/oauth", "/feeds", "/media", "/assets/custom.css"];

/**
 * Locale catalogues are plain JSON (id → ICU message) so translators and
 * reviewers read them as they are; this compiles them at build time so the
 * browser never ships Lingui's message parser.
 */
function compileCatalogue(source: Record<string, string>, part?: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source)
      .filter(([key]) => !part || partOf(key) === part)
      .map(([key, message]) => [key, compileMessage(message)]),
  );
}

function linguiJsonCatalogs(): Plugin {
  return {
    name: "lingui-json-catalogs",
    enforce: "pre",
    // `locale.json?core` / `?rest`: one part of a catalogue, as a JS module.
    async load(id) {
      const match = /^(.*\/src\/locales\/[\w-]+\.json)\?(core|rest)$/.exec(id);
      if (!match?.[1]) return null;
      const source = JSON.parse(await readFile(match[1], "utf8")) as Record<string, string>;
      const code = `export default ${JSON.stringify(compileCatalogue(source, match[2]))};`;
      return { code, map: null, moduleType: "js" };
    },
    transform(code, id) {
      if (!/\/src\/locales\/[\w-]+\.json$/.test(id)) return null;
      // Still JSON: Vite's own JSON plugin turns it into a module afterwards.
      const compiled = compileCatalogue(JSON.parse(code) as Record<string, string>);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

const apiTarget = process.env.MITRA_URL ?? process.env.DEMO_URL ?? "http://127.0.0.1:4001";

export default defineConfig({
  plugins: [linguiJsonCatalogs(), react()],
  define: {
    "import.meta.env.VITE_CLIENT_VERSION": JSON.stringify(packageJson.version),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(
      // xfwd passes the browser-facing host on (X-Forwarded-Host), so the server
      // names the origin the user sees; changeOrigin keeps virtual hosting working.
      API_PATHS.map((path) => [
        path,
        { target: apiTarget, changeOrigin: true, secure: true, xfwd: true },
      ]),
    ),
  },
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: true,
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "demo/**/*.test.ts", "scripts/**/*.test.ts"],
    css: false,
    // Component tests render the whole app against the in-process demo; a
    // loaded 2-core machine needs more than the default 5 s for some.
    testTimeout: 30_000,
  },
});
