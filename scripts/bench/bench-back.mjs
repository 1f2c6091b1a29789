// `npm run bench:back`: the time from pressing Back to a list seen before showing its rows again, in the demo build
// (signed in as the persona with history: its bill fills pages). The user opens My bill, goes home, presses Back;
// the figure is from `history.back()` to the first bill row in the DOM, timed in the page's own clock. Prints median,
// min and max of RUNS runs at 1× and 4× CPU; asserts nothing, like the other benches. BENCH_DIST=<dir> measures a
// demo build made elsewhere (an older commit, for a before/after figure) instead of building this one.
/* global window, document, MutationObserver -- the probe runs in Chromium, handed over by Playwright */
import { spawn, spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForHttp } from "./benchBrowser.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const RATES = [1, 4];
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const DIST = process.env.BENCH_DIST ?? "dist-bench-back";
const LIST = "Fund details";
const TARGET_MS = 50;

if (!process.env.BENCH_DIST) {
  const built = spawnSync(
    "node_modules/.bin/vite",
    ["build", "--mode", "demo", "--outDir", DIST, "--emptyOutDir", "--logLevel", "warn"],
    { stdio: "inherit" },
  );
  if (built.status !== 0) process.exit(1);
}
const server = spawn(
  process.execPath,
  [
    "node_modules/vite/bin/vite.js",
    "preview",
    "--mode",
    "demo",
    "--outDir",
    DIST,
    "--host",
    "127.0.0.1",
    "--port",
    String(PORT),
    "--strictPort",
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
process.on("exit", () => server.exitCode === null && server.kill("SIGTERM")); // by its own PID
const origin = `http://127.0.0.1:${PORT}`;

/** In the page: resolves with the ms from Back to the first row of the list named `name`. */
function backToRows(name) {
  return new Promise((resolve) => {
    const rows = () => document.querySelector(`ul[aria-label="${name}"] > li`);
    let start = 0;
    const observer = new MutationObserver(() => {
      if (!rows()) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    // The page being left still shows no list; wait for it to go before timing.
    observer.observe(document.body, { childList: true, subtree: true });
    start = performance.now();
    window.history.back();
  });
}

async function oneRun(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/#/home`);
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await page
      .getByRole("dialog", { name: "Connect with Demo Wallet" })
      .getByRole("button", { name: /^User with history/ })
      .click();
    await page
      .getByRole("dialog", { name: "Signature request" })
      .getByRole("button", { name: "Sign", exact: true })
      .click();
    await page.getByText(/^Signed in as /).waitFor();
    await page.evaluate(() => (window.location.hash = "#/billLogs"));
    await page.getByRole("list", { name: LIST }).locator("li").first().waitFor();
    await page.evaluate(() => (window.location.hash = "#/home"));
    await page.getByRole("heading", { name: /./ }).first().waitFor();
    await page.waitForTimeout(300); // the home page settles (its balances load) before the Back
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    return await page.evaluate(backToRows, LIST);
  } finally {
    await context.close();
  }
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
};

await waitForHttp(`${origin}/`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(`Back to a visited list (My bill) in ${DIST}, ${RUNS} runs; target ≤ ${TARGET_MS} ms`);
  for (const rate of RATES) {
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await oneRun(browser, rate));
    const { median, min, max } = stats(times);
    const mark = median <= TARGET_MS ? "within" : "over";
    console.log(
      `  ${rate}× CPU: median ${median.toFixed(1)} ms (min ${min.toFixed(1)}, max ${max.toFixed(1)}) — ${mark} target`,
    );
  }
} finally {
  await browser.close();
}
process.exit(0);
