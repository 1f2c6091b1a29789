import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerZones, mockEntryZone } from "./eslint.layers.mjs";

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
      // Files that break the import rules on purpose, linted only by scripts/lintBoundaries.test.ts.
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
  // Dependencies flow one way, layer by layer (eslint.layers.mjs, docs/decisions/0026-boundaries.md): shared code
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
