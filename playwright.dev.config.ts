import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

const DEV_PORT = 4177;

/** `npm run dev` as a developer first meets it: the dev server, its dev build of the worker backend, a sign-in. */
export default defineConfig({
  ...base,
  testDir: "e2e/dev",
  outputDir: "test-results/dev",
  workers: 1,
  globalSetup: undefined,
  // The dev server transforms modules on first request and bundles the worker: slower than a built app.
  timeout: 90_000,
  projects: [{ name: "dev", use: { baseURL: `http://127.0.0.1:${DEV_PORT}` } }],
  webServer: [
    {
      command: `node_modules/.bin/vite --mode demo --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
