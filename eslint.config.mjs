import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Dependencies flow one way, layer by layer (docs/decisions/0026-boundaries.md): the import order of the app and the
// mock backend, for eslint-plugin-import-x's `no-restricted-paths`. Each layer may import the layers before it, never
// one after it. scripts/checks/lintBoundaries.test.ts proves the rules with files that break them.

/** src, bottom to top. `src/wallet/demo` is the demo wallet, a small app of its own above the shared UI. */
const SRC_LAYERS = [
  { name: "config", paths: ["./src/config.ts"] },
  { name: "lib", paths: ["./src/lib"] },
  { name: "i18n", paths: ["./src/i18n"] },
  { name: "pwa", paths: ["./src/pwa"] },
  // The wire types (generated from docs/openapi.yaml): below the stores that hold wire data.
  { name: "wire types", paths: ["./src/api/wire.ts", "./src/api/contract.ts", "./src/api/schema.gen.ts"] },
  { name: "state", paths: ["./src/state"] },
  { name: "api", paths: ["./src/api"] },
  { name: "contracts", paths: ["./src/contracts"] },
  // The wallet's own files; its demo/ folder is a layer of its own, further up.
  { name: "wallet", paths: ["./src/wallet"], targets: ["**/src/wallet/*.{ts,tsx}"] },
  { name: "components", paths: ["./src/components"] },
  { name: "demo wallet", paths: ["./src/wallet/demo"] },
  { name: "features", paths: ["./src/features"] },
  { name: "app", paths: ["./src/app", "./src/main.tsx", "./src/boot.ts", "./src/sw.ts"] },
];

/** mocks: hosts → handlers → services → store. */
const MOCK_LAYERS = [
  {
    name: "store",
    paths: [
      "./mocks/db",
      "./mocks/clock.ts",
      "./mocks/config.ts",
      "./mocks/random.ts",
      "./mocks/messages.ts",
    ],
  },
  { name: "services", paths: ["./mocks/services", "./mocks/chain", "./mocks/seed.ts"] },
  { name: "handlers", paths: ["./mocks/handlers", "./mocks/routes.ts"] },
  { name: "hosts", paths: ["./mocks/hosts"] },
];

const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/**
 * Each layer's files may import nothing of a later layer. A later layer's folder may hold an earlier layer's files
 * (src/api holds the wire types): those stay importable.
 */
function zonesFor(layers, kind) {
  const zones = [];
  layers.forEach((layer, index) => {
    const below = layers.slice(0, index + 1).flatMap((l) => l.paths);
    for (const target of layer.targets ?? layer.paths)
      for (const higher of layers.slice(index + 1))
        for (const from of higher.paths) {
          if (inside(target, from)) continue;
          const except = below
            .filter((path) => inside(path, from) && path !== from)
            .map((path) => `.${path.slice(from.length)}`);
          zones.push({
            target,
            from,
            except,
            message: `${kind}: ${layer.name} imports nothing of ${higher.name}, a layer above it.`,
          });
        }
  });
  return zones;
}

/** A feature imports no other feature: what two share moves down. */
function featureZones() {
  return readdirSync("src/features", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: "./src/features",
      except: [`./${name}`],
      message: "A feature imports no other feature: move what they share into shared code.",
    }));
}

/** The app reaches the mock backend only through the service worker's entry (and tests through their harness). */
const MOCK_ENTRY = {
  target: "./src",
  from: "./mocks",
  except: [],
  message: "src imports mocks only in src/sw.ts, the demo's backend entry.",
};

export const layerZones = [
  ...zonesFor(SRC_LAYERS, "src"),
  ...featureZones(),
  ...zonesFor(MOCK_LAYERS, "mocks"),
];
export const mockEntryZone = MOCK_ENTRY;

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "dist-*",
      "artifacts",
      "cache",
      "coverage",
      "typechain-types",
      "test-results*",
      "playwright-report",
      // Generated from docs/openapi.yaml (npm run gen:api).
      "src/api/schema.gen.ts",
      // Files that break the import rules on purpose, linted only by scripts/checks/lintBoundaries.test.ts.
      "src/lint-fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // React lives in src/ only; the hooks rules (the compiler's analysis, most of lint's time) have nothing to find in
  // the mock backend, the tests' browser scripts or the build scripts.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  // Dependencies flow one way, layer by layer (the layers above, docs/decisions/0026-boundaries.md): shared code
  // (config, lib, i18n, pwa, wire types, state, api, contracts, wallet, components) → features → app; no feature
  // imports another; in mocks, hosts → handlers → services → store; no import cycle anywhere.
  {
    files: ["src/**/*.{ts,tsx}", "mocks/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "mocks/test/**", "src/test/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/resolver": { node: { extensions: [".ts", ".tsx"] } },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/test/**", "src/sw.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, mockEntryZone] }],
    },
  },
  // One test object for the demo specs: a spec with its own (Playwright's base `test`) gets workers of its own, and
  // each switch between the two kinds restarts a worker, its browser and its signed-in shared pages.
  {
    files: ["e2e/demo/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Take `test` from ./sharedPage (it is Playwright's test, with the shared pages).",
            },
          ],
        },
      ],
    },
  },
);
