import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  // Dependencies flow one way: shared code (src/lib at the bottom, then api, state, wallet, components…) → features →
  // app. A feature never imports another feature; what two features share moves down into shared code.
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(api|state|wallet|components|features|app)(/|$)",
              message:
                "src/lib is the bottom layer: it imports no API, state, wallet, component, feature or app code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/{api,state,wallet,components,i18n,pwa,contracts,test}/**/*.{ts,tsx}", "src/*.{ts,tsx}"],
    // The entry points (page, splash boot, service worker) are the app itself.
    ignores: ["src/main.tsx", "src/boot.ts", "src/sw.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(features|app)(/|$)|^\\./(features|app)(/|$)",
              message: "Shared code imports no feature or app code (shared code → features → app).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\./)",
              message: "A feature imports no other feature: move what they share into shared code.",
            },
            {
              regex: "^\\.\\./\\.\\./app(/|$)",
              message: "Features import no app code (shared code → features → app).",
            },
          ],
        },
      ],
    },
  },
);
