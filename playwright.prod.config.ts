import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { APP_URL } from "./e2e/prod/env";

/** Production mode: the production build on one origin, `npm run api` on another, a Hardhat node, a real-key wallet. */
export default defineConfig({
  ...base,
  testDir: "e2e/prod",
  outputDir: "test-results-prod",
  workers: 1,
  globalSetup: "./e2e/prod/global-setup.ts",
  webServer: undefined,
  projects: [{ name: "prod", use: { baseURL: APP_URL } }],
});
