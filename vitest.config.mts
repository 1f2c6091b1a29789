import { defineConfig } from "vitest/config";

export default defineConfig({
  mode: "test",
  define: {
    "import.meta.env.VITE_API_BASE_URL": JSON.stringify("http://app.test"),
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "mocks/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default: on the 2-core machine that ran every file one after another.
    maxWorkers: "100%",
    // Files share a worker's module cache instead of importing ethers, MSW and Dexie again each (68 → 30 s here):
    // docs/decisions/0018-unit-tests-without-isolation.md says what a test file must then do.
    isolate: false,
  },
});
