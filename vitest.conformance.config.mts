import { defineConfig } from "vitest/config";

// `npm run test:conformance`: the mock chain's own tests and the conformance suite (Hardhat node vs mock chain).
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/conformance/**/*.test.ts", "test/mockchain/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
