/// <reference types="vitest/config" />
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import packageJson from "./package.json" with { type: "json" };
import { partOf } from "./src/locales/split.ts";
import { startChunk } from "./build/startChunk.ts";
import { bootFrame } from "./build/bootFrame.ts";
import { minifyBootScript } from "./build/minifyBootScript.ts";

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

/**
 * The installable app: a web manifest and a service worker that precaches the
 * build's files (hashed, so a deploy changes the list and the worker) and
 * answers navigations with index.html. It never caches the server's answers:
 * only precached files are served from it, and navigations to the server's
 * own paths go to the network.
 * The worker is registered after the first paint by src/app/shell/serviceWorker.ts;
 * dev mode (`npm start`) and Vitest get none.
 */
function installableApp() {
  // As deploy/nginx.conf: the server answers these itself, also to a browser
  // (an actor's or object's URL opened in a tab).
  const serverPaths = [
    ...API_PATHS,
    ...["/.well-known", "/nodeinfo", "/users", "/objects", "/activities", "/collections"],
  ];
  return VitePWA({
    registerType: "prompt",
    injectRegister: false,
    manifest: {
      name: "Mitra",
      short_name: "Mitra",
      description: packageJson.description,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#5b3cc4",
      background_color: "#ffffff",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png}"],
      navigateFallback: "index.html",
      navigateFallbackDenylist: serverPaths.map(
        (prefix) => new RegExp(`^${prefix.replaceAll(".", "\\.")}(/|$)`),
      ),
      cleanupOutdatedCaches: true,
    },
  });
}

// A signed-in start's modules, in one chunk (build/startChunk.ts).
const signedInStart = startChunk({
  entry: "src/app/start/main.tsx",
  withEntry: ["src/app/start/mount.tsx"],
  landing: ["src/app/start/LandingApp.tsx"],
  start: [
    "src/app/start/FullApp.tsx",
    "src/app/routes/shellRoutes.tsx",
    "src/app/shell/Shell.tsx",
    "src/features/timelines/HomeTimeline.tsx",
  ],
  // The app starts in English and loads the screens' strings before its
  // first render (a user's own language follows once their settings are in).
  alsoPreload: ["src/locales/en.json?rest"],
});

const apiTarget = process.env.MITRA_URL ?? process.env.DEMO_URL ?? "http://127.0.0.1:4001";

export default defineConfig({
  plugins: [
    linguiJsonCatalogs(),
    react(),
    installableApp(),
    signedInStart.plugin,
    // The shell's frame in index.html, in the source catalogue's words.
    bootFrame({ catalogue: fileURLToPath(new URL("./src/locales/en.json", import.meta.url)) }),
    minifyBootScript(),
  ],
  // `@/x` is `src/x` (tsconfig's paths say the same); screen tests import the
  // in-process demo as `@demo/x`.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) },
      { find: /^@demo\//, replacement: fileURLToPath(new URL("./demo/", import.meta.url)) },
    ],
  },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "start",
              // With the screens' English strings, which every start in
              // English loads before its first render: one file fewer on the
              // way to the first post (a start in another language loads its
              // own beside them).
              test: (id) => signedInStart.test(id) || id.endsWith("/src/locales/en.json?rest"),
              // The plugin hands over a closed set already; the landing page's
              // modules it leaves out must stay where they are.
              includeDependenciesRecursively: false,
            },
            {
              name: "landing-shared",
              test: signedInStart.sharedWithLanding,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    // Vitest details failures on stderr; the list is repeated at the end of
    // stdout, with the tests that passed only when tried again.
    reporters: ["default", "./scripts/failedTestsReporter.ts"],
    // In CI a failed test is tried once more, as the e2e suite does: a busy
    // 2-core machine can starve a component test's timing. The list above
    // names every test that needed it.
    retry: process.env.CI ? 1 : 0,
    css: false,
    // Components (*.test.tsx) render in jsdom; rules (*.test.ts) run in plain
    // Node, which spares each of them a jsdom of its own. A .ts test that
    // needs a DOM says so in a `// @vitest-environment jsdom` line.
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          exclude: ["src/**/*.isolated.test.tsx"],
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a module graph of its
        // own: in a shared worker the module may already be loaded unmocked.
        extends: true,
        test: {
          name: "components-isolated",
          environment: "jsdom",
          include: ["src/**/*.isolated.test.tsx"],
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: "rules",
          environment: "node",
          include: [
            "src/**/*.test.ts",
            "demo/**/*.test.ts",
            "scripts/**/*.test.ts",
            "build/**/*.test.ts",
            "e2e/support/**/*.test.ts",
          ],
        },
      },
    ],
    // One worker per core: Vitest's default leaves a core to its main process,
    // which here only waits, so a 2-core machine would run the files one by one.
    maxWorkers: availableParallelism(),
    // Test files share a worker's loaded modules instead of evaluating them
    // again for each: the component files took half the time (76 s instead of
    // 159 s on 2 cores). They share its jsdom too: Vitest sets a worker's
    // environment up once (its summary's "environment" repeats that one
    // setup's time for every file). Files must leave no state behind: the
    // setup file unmounts and clears storage after every test, files that
    // stub globals (vi.stubGlobal; a file that mocks a module is named *.isolated.test.tsx and runs apart) or fake timers undo it
    // after each test, and a shuffled order (--sequence.shuffle.files) passes.
    isolate: false,
    // Component tests render the whole app against the in-process demo; a
    // loaded 2-core machine needs more than the default 5 s for some.
    testTimeout: 30_000,
  },
});
