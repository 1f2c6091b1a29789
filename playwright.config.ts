// Loaded in every Playwright worker (each loads the config): cheaper stacks for every suite (e2e/fastStacks.ts).
import "./e2e/fastStacks";
import { defineConfig } from "@playwright/test";
import chromiumFlags from "./scripts/chromium-flags.json";

// Parallel runs (two people, two branches) can each take their own port and build folder.
const DEMO_PORT = Number(process.env.PW_DEMO_PORT ?? 4174);
const DEMO_DIST = process.env.PW_DIST ?? "dist-demo";

/**
 * Debian's Chromium headless shell (Playwright downloads no browser here; the shell is what Playwright itself runs
 * headless tests in): the same engine without the desktop browser around it, a fifth less CPU per test on the
 * 2-core machine. Flags keep it off the closed network and stop it from running what no test asked for
 * (scripts/chromium-flags.json; scripts/chromiumFlags.test.ts says why).
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [...chromiumFlags.args, `--disable-features=${chromiumFlags.disabledFeatures.join(",")}`],
};

/** The whole Chromium, for what the shell lacks: a (fake) camera. */
export const fullChromiumLaunch = {
  ...chromiumLaunch,
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 30_000,
  // A browser's first visit seeds the demo personas before the first screen: seconds on a busy 2-core CI runner.
  expect: { timeout: 15_000 },
  // The fake camera's video for e2e/demo/withdraw-scan.spec.ts (e2e/demo/fakeCamera.ts).
  globalSetup: "./e2e/demo/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: false,
    launchOptions: chromiumLaunch,
    // Recording a trace slows every test by a third; CI retries a failure once, and that retry is recorded.
    trace: "on-first-retry",
    // Sheets and dialogs appear at once: tests wait for no slide or fade (the app honours reduced motion).
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "demo",
      testDir: "e2e/demo",
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
  ],
  webServer: [
    {
      // The built demo (vite build + vite preview), never the dev server; Playwright stops it by its PID.
      command: `node_modules/.bin/vite preview --mode demo --outDir ${DEMO_DIST} --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
