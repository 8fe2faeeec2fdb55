import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import boundaries from "eslint-plugin-boundaries";

/**
 * The layers of src/ and who may import whom: app → features → components →
 * state → api; domain, ui and i18n serve every layer above api; routing serves
 * features, components and app. api/ imports only itself. Upper layers take only
 * types from api/, so no screen or component calls the server except through
 * state/; domain/ also reads the error catalogue's messages from api/. Features never import one
 * another. Tests and their helpers are outside the layers. The query cache is
 * state/'s: screens and components reach it only through state/'s hooks.
 */
const layer = (type) => ({ to: { element: { type } } });
const typesOf = (type) => ({ to: { element: { type } }, dependency: { kind: "type" } });
const everywhere = [layer("domain"), layer("ui"), layer("i18n")];
// The server's error messages, the one api/ module whose values domain/ may read.
const ERROR_CATALOGUE = {
  to: { element: { type: "api", fileInternalPath: "errorCatalogue.ts" } },
};
const layerRules = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["src/**/*.test.{ts,tsx}", "src/test/**"],
  plugins: { boundaries },
  settings: {
    // Reads tsconfig's paths, so `@/…` imports land in their layer too.
    "import/resolver": { typescript: { project: "./tsconfig.json" } },
    "boundaries/elements": [
      { type: "app", pattern: "src/app" },
      { type: "feature", pattern: "src/features/*", capture: ["feature"] },
      { type: "components", pattern: "src/components" },
      { type: "state", pattern: "src/state" },
      { type: "api", pattern: "src/api" },
      { type: "domain", pattern: "src/domain" },
      { type: "ui", pattern: "src/ui" },
      { type: "i18n", pattern: "src/(i18n|locales)" },
      { type: "routing", pattern: "src/routing" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        message:
          "{{from.type}} may not import {{to.type}} ({{dependency.source}}): imports go app → features → components → state → api; domain, ui and i18n serve all above api; routing serves features, components and app; features do not import each other; upper layers and domain take only types from api, with one exception: domain reads the values of the server's error catalogue (api/errorCatalogue.ts).",
        policies: [
          {
            from: { element: { type: "app" } },
            allow: [
              ...everywhere,
              ...["feature", "components", "state", "api", "routing"].map(layer),
            ],
          },
          {
            from: { element: { type: "feature" } },
            allow: [
              ...everywhere,
              ...["components", "state", "routing"].map(layer),
              typesOf("api"),
              {
                to: {
                  element: { type: "feature", captured: { feature: "{{from.captured.feature}}" } },
                },
              },
            ],
          },
          {
            from: { element: { type: "components" } },
            allow: [
              ...everywhere,
              ...["components", "state", "routing"].map(layer),
              typesOf("api"),
            ],
          },
          {
            from: { element: { type: "state" } },
            allow: [...everywhere, layer("state"), layer("api")],
          },
          { from: { element: { type: "api" } }, allow: [layer("api")] },
          {
            from: { element: { type: "domain" } },
            allow: [layer("domain"), typesOf("api"), ERROR_CATALOGUE],
          },
          { from: { element: { type: "ui" } }, allow: [...everywhere] },
          { from: { element: { type: "i18n" } }, allow: [layer("i18n"), layer("domain")] },
          { from: { element: { type: "routing" } }, allow: [layer("routing"), layer("domain")] },
        ],
      },
    ],
  },
};

// The widget library stays behind ui/'s own components, so it can be swapped in one place.
const ARIAKIT_ONLY_IN_UI = {
  group: ["@ariakit/*"],
  message: "Widgets come from src/ui: use its Menu, Dialog, Popover or Combobox.",
};

const NO_FETCH = { name: "fetch", message: "Use src/api: screens do not call fetch." };

// Browser storage holds each account's data under its keys: only
// src/state/storage/ touches it, so one module owns the key scheme and signing
// out can clear everything an account kept.
const BROWSER_STORAGE = ["localStorage", "sessionStorage", "indexedDB"];
const STORAGE_MESSAGE = "Browser storage belongs to src/state/storage/: use its stores.";
const NO_BROWSER_STORAGE = BROWSER_STORAGE.map((name) => ({ name, message: STORAGE_MESSAGE }));
const NO_BROWSER_STORAGE_PROPERTIES = ["window", "globalThis", "self"].flatMap((object) =>
  BROWSER_STORAGE.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
);

export default tseslint.config(
  { ignores: ["dist", "node_modules", "playwright-report", "test-results", "bench-results"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/no-unnecessary-condition": [
        "error",
        { allowConstantLoopConditions: true },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Layers: screens never call fetch; only src/api talks HTTP.
      "no-restricted-globals": ["error", NO_FETCH, ...NO_BROWSER_STORAGE],
      "no-restricted-properties": ["error", ...NO_BROWSER_STORAGE_PROPERTIES],
    },
  },
  {
    files: ["src/api/**/*.ts"],
    rules: { "no-restricted-globals": ["error", ...NO_BROWSER_STORAGE] },
  },
  {
    // The storage module itself, and tests, which lay out what a browser
    // holds before the app starts (and read what it left).
    files: ["src/state/storage/**/*.ts", "src/**/*.test.{ts,tsx}", "src/test/**/*.{ts,tsx}"],
    rules: { "no-restricted-globals": ["error", NO_FETCH], "no-restricted-properties": "off" },
  },
  {
    // public/boot.js and the bootPosts.js it loads are the exceptions: they
    // run before the app's code and read what the storage module keeps (a
    // test compares the two).
    files: ["public/**/*.js"],
    ignores: ["public/boot.js", "public/bootPosts.js"],
    rules: {
      "no-restricted-globals": ["error", ...NO_BROWSER_STORAGE],
      "no-restricted-properties": ["error", ...NO_BROWSER_STORAGE_PROPERTIES],
    },
  },
  layerRules,
  {
    files: ["src/{features,components,routing,i18n,domain,api}/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              message: "The query cache belongs to state/: use its hooks.",
            },
          ],
          patterns: [ARIAKIT_ONLY_IN_UI],
        },
      ],
    },
  },
  {
    files: ["src/{app,state}/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ARIAKIT_ONLY_IN_UI] }],
    },
  },
  {
    files: ["src/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              message: "The query cache belongs to state/: use its hooks.",
            },
          ],
          patterns: [
            {
              group: ["react-router"],
              message: "ui/ knows no routes: take links and paths from the caller.",
            },
          ],
        },
      ],
    },
  },
  {
    // Rules test files (*.test.ts) share a worker's modules (isolate: false),
    // so a module mocked in one file would be the real one in another: stand
    // in for globals (vi.stubGlobal) or pass fakes in instead.
    // (vitest.setup.ts may: it runs before every file, so all see the same.)
    files: ["**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock"].map((property) => ({
          object: "vi",
          property,
          message: "Test files share modules: use vi.stubGlobal or pass a fake in.",
        })),
      ],
    },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
