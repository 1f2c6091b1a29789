// Loaded in every Playwright worker (each loads the config): cheaper stacks for every suite (e2e/fastStacks.ts).
import "./e2e/fastStacks";
import { defineConfig, type PlaywrightTestConfig, type Project } from "@playwright/test";
import chromiumFlags from "./scripts/test/chromium-flags.json";
import { APP_PORT as CHAIN_APP_PORT } from "./e2e/chain/env";
import { APP_URL as PRODUCTION_APP_URL } from "./e2e/prod/env";

// Parallel runs (two people, two branches) can each take their own port and build folder.
const DEMO_PORT = Number(process.env.PW_DEMO_PORT ?? 4174);
const DEMO_DIST = process.env.PW_DIST ?? "dist-demo";
const DEV_PORT = 4177;

/**
 * Debian's Chromium headless shell (Playwright downloads no browser here; the shell is what Playwright itself runs
 * headless tests in): the same engine without the desktop browser around it, a fifth less CPU per test on the
 * 2-core machine. Flags keep it off the closed network and stop it from running what no test asked for
 * (scripts/test/chromium-flags.json; scripts/test/chromiumFlags.test.ts says why).
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

/** What a suite needs besides its project: its servers (started by Playwright or by its global setup), its workers. */
type Suite = Pick<PlaywrightTestConfig, "globalSetup" | "webServer" | "workers"> & { project: Project };

/**
 * One project per suite. Each brings its own servers, so a run takes one: `playwright test` is the demo's,
 * `playwright test --project=chain|production|dev` another's (README, "Tests").
 */
const SUITES: Record<string, Suite> = {
  // The built demo (`npm run build:demo`), never the dev server, served from memory as a CDN serves it
  // (scripts/test/staticServer.mjs: `vite preview` gzips every answer again, ~4 % of the suite's CPU); Playwright
  // stops it by its PID.
  demo: {
    project: {
      name: "demo",
      testDir: "e2e/demo",
      outputDir: "test-results/demo",
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    workers: 2,
    // The fake camera's video for e2e/demo/withdraw-scan.spec.ts (e2e/demo/fakeCamera.ts).
    globalSetup: "./e2e/demo/global-setup.ts",
    webServer: {
      command: `node scripts/test/staticServer.mjs ${DEMO_DIST} ${DEMO_PORT}`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  },
  // The app against a local Hardhat node, with an injected wallet backed by a Hardhat account.
  chain: {
    project: {
      name: "chain",
      testDir: "e2e/chain",
      outputDir: "test-results/chain",
      use: { baseURL: `http://127.0.0.1:${CHAIN_APP_PORT}` },
    },
    workers: 1,
    globalSetup: "./e2e/chain/global-setup.ts",
  },
  // The production build on one origin, `npm run api` on another, a Hardhat node, a real-key wallet.
  production: {
    project: {
      name: "production",
      testDir: "e2e/prod",
      outputDir: "test-results/production",
      use: { baseURL: PRODUCTION_APP_URL },
    },
    workers: 1,
    globalSetup: "./e2e/prod/global-setup.ts",
  },
  // `npm run dev` as a developer first meets it: the dev server, its dev build of the worker backend, a sign-in.
  dev: {
    project: {
      name: "dev",
      testDir: "e2e/dev",
      outputDir: "test-results/dev",
      // The dev server transforms modules on first request and bundles the worker: slower than a built app.
      timeout: 90_000,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
    workers: 1,
    webServer: {
      command: `node_modules/.bin/vite --mode demo --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  },
};

/** The suite the command line asks for (`--project=x` or `--project x`), the demo's if none. */
function askedSuite(argv: string[]): string {
  const asked = argv.flatMap((arg, i) =>
    arg.startsWith("--project=")
      ? [arg.slice("--project=".length)]
      : arg === "--project"
        ? [argv[i + 1]!]
        : [],
  );
  const names = Object.keys(SUITES).join(", ");
  if (asked.length > 1) throw new Error(`Run one suite at a time (--project=one of ${names}).`);
  const suite = asked[0] ?? "demo";
  if (!(suite in SUITES)) throw new Error(`No suite "${suite}": --project takes one of ${names}.`);
  return suite;
}

// Chosen once in the runner from its command line; its workers load this file too, with other arguments, and take
// the choice from the environment they inherit.
const suite = SUITES[(process.env.PW_SUITE ??= askedSuite(process.argv))]!;

export default defineConfig({
  timeout: 30_000,
  // A browser's first visit seeds the demo personas before the first screen: seconds on a busy 2-core CI runner.
  expect: { timeout: 15_000 },
  fullyParallel: true,
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
  workers: suite.workers,
  globalSetup: suite.globalSetup,
  webServer: suite.webServer,
  projects: [suite.project],
});
