import { defineConfig } from "vitest/config";

// One Vitest, three projects: `unit` (the app's, the mock backend's and the repository's own tests, in Node) and
// `components` (the shared components in happy-dom), both `npm run test:unit`; and `conformance` (`npm run test:conformance`: the mock chain against a Hardhat node; it needs the
// contracts compiled first, which that script does).
export default defineConfig({
  mode: "test",
  define: {
    "import.meta.env.VITE_API_BASE_URL": JSON.stringify("http://app.test"),
  },
  test: {
    // Vitest leaves one core to itself by default: on the 2-core machine that ran every file one after another.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "mocks/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["./mocks/test/setup.ts"],
          testTimeout: 20_000,
          // Files share a worker's module cache instead of importing ethers, MSW and Dexie again each (68 → 30 s
          // here): docs/decisions/0018-unit-tests-without-isolation.md says what a test file must then do.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          // The shared components rendered as a user meets them: roles, names and states (Testing Library).
          environment: "happy-dom",
          include: ["src/components/**/*.test.tsx"],
          setupFiles: ["./src/test/componentSetup.ts"],
          // A user's zone that is not UTC, set before any date is formatted: times must be shown in it.
          env: { TZ: "Asia/Shanghai" },
          // One module cache per worker, not per file: ~5 CPU-seconds for the project instead of
          // ~28. A file that needs other modules (a mocked config) imports its own copies (ExplorerLink.test.tsx).
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "conformance",
          environment: "node",
          include: ["test/conformance/**/*.test.ts", "test/mockchain/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
