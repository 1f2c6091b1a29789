import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { APP_PORT } from "./e2e/chain/env";

/** Chain mode: the app against a local Hardhat node, with an injected wallet backed by a Hardhat account. */
export default defineConfig({
  ...base,
  testDir: "e2e/chain",
  outputDir: "test-results/chain",
  workers: 1,
  globalSetup: "./e2e/chain/global-setup.ts",
  webServer: undefined,
  projects: [{ name: "chain", use: { baseURL: `http://127.0.0.1:${APP_PORT}` } }],
});
