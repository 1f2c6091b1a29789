// `npm run bench:start`: time from navigation start to an interactive header "Connect wallet" button (and to the
// first contentful paint), for the demo build and the production build, cold (fresh browser context: no HTTP cache,
// no service worker, empty storage) and warm (a second load in the same context once its service worker, if the
// build registers one, is ready), at 1× and 4× CPU. Prints median, min and max of RUNS runs next to issue 10's
// targets; asserts nothing (exit 0 either way), like the other bench scripts.
/* global window, document, MutationObserver, caches -- measureInPage and the waits run in Chromium, handed over by Playwright */
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./benchBrowser.mjs";
import { benchPorts, serveBenchBuilds, stopServers } from "./benchServers.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const RATES = [1, 4];
const DEMO_DIR = "dist-bench-start-demo";
const APP_DIR = "dist-bench-start";
const BUTTON = "Connect wallet";
// A start that has not shown the button in this long is counted as failed, not waited for.
const START_TIMEOUT = 60_000;
/**
 * The network the loads go over. "phone" (the default) is Lighthouse's mobile profile, slow 4G: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up — what a cold start pays on a phone and a warm one (answered from the service
 * worker's cache) does not. "local" is this machine's loopback, where a file costs a few milliseconds either way.
 */
const NETWORK = process.env.NET ?? "phone";
const PHONE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

// Issue 10 §3, in ms. Warm has no build named, so it is shown for both.
function target(build, start, rate) {
  if (start === "warm") return rate === 1 ? 400 : null;
  // Issue 10's cold targets were set on loopback; over a phone network the transfer alone takes longer.
  if (NETWORK !== "local") return null;
  if (build !== "demo") return null;
  return rate === 1 ? 1000 : 2000;
}

/**
 * Runs in every page before its own scripts: notes (in the page's clock, whose 0 is navigation start) the first
 * contentful paint and the first moment the header holds an enabled, visible button named "Connect wallet". A
 * mutation observer fires in the same task as React's commit, so the time excludes this script's harness.
 */
function measureInPage(name) {
  const state = { fcp: null, interactive: null, element: null };
  window.__benchStart = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") state.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const find = () => {
    for (const button of document.querySelectorAll("header button")) {
      const label = (button.getAttribute("aria-label") ?? button.textContent ?? "").trim();
      if (label === name && !button.disabled && button.checkVisibility()) return button;
    }
    return null;
  };
  const observer = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    state.interactive = performance.now();
    state.element = button;
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** One load of `url` in a new page of `context` at `rate`× CPU; the page is left open. */
async function load(context, url, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  if (NETWORK === "phone") {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", PHONE);
  }
  await page.goto(url, { waitUntil: "commit" });
  // Found again by role and name as a user (or screen reader) would: the in-page figure must be this very button.
  const button = page.getByRole("banner").getByRole("button", { name: BUTTON, exact: true });
  await button.waitFor({ state: "visible", timeout: START_TIMEOUT });
  await page.waitForFunction(() => window.__benchStart.interactive !== null, null, {
    timeout: START_TIMEOUT,
  });
  const same = await button.evaluate((el) => el === window.__benchStart.element);
  if (!same) throw new Error("the in-page timer saw another button than the one named Connect wallet");
  // FCP is reported a frame after it happens.
  await page.waitForFunction(() => window.__benchStart.fcp !== null, null, { timeout: 10_000 });
  const { fcp, interactive, controlled } = await page.evaluate(() => ({
    fcp: window.__benchStart.fcp,
    interactive: window.__benchStart.interactive,
    controlled: Boolean(navigator.serviceWorker?.controller),
  }));
  return { page, fcp, interactive, controlled };
}

/**
 * Lets the first load finish: its requests settle and, when the build has a service worker, it registers, is active
 * (precache installed) and controls the page. A build may register late (production waits a second after `load`),
 * so a build that ships `sw.js` is waited for longer than one that does not. Returns whether one registered.
 */
async function settle(page, shipsWorker) {
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
  const registered = await page.evaluate(
    async (ms) => {
      const deadline = performance.now() + ms;
      while (performance.now() < deadline) {
        if (await navigator.serviceWorker?.getRegistration()) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
    shipsWorker ? 30_000 : 3_000,
  );
  if (!registered) {
    if (shipsWorker) console.warn("  the build ships sw.js but registered no service worker");
    return false;
  }
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    .catch(() => console.warn("  the service worker is ready but does not control the first page"));
  // The first worker version fills its precache after it took over; a warm start is a later visit, when it is full
  // (the fill goes one file at a time, so a count unchanged for a second means it has ended).
  await page.evaluate(async () => {
    const count = async () => {
      let n = 0;
      for (const name of await caches.keys())
        if (name.includes("precache")) n += (await (await caches.open(name)).keys()).length;
      return n;
    };
    const deadline = performance.now() + 30_000;
    for (let last = -1, same = 0; same < 4 && performance.now() < deadline;) {
      const n = await count();
      same = n > 0 && n === last ? same + 1 : 0;
      last = n;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  return true;
}

async function coldAndWarm(browser, { url, outDir }, rate) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: "en-US",
  });
  try {
    await context.addInitScript(measureInPage, BUTTON);
    const { page: first, ...cold } = await load(context, url, rate);
    const registered = await settle(first, existsSync(`${outDir}/sw.js`));
    await first.close();
    const { page: second, ...warm } = await load(context, url, rate);
    await second.close();
    return { cold, warm, registered };
  } finally {
    await context.close();
  }
}

const ports = benchPorts({ api: 8791, app: 4184, demo: 4183 });
const { appOrigin, demoOrigin } = await serveBenchBuilds({
  apiPort: ports.api,
  appPort: ports.app,
  demoPort: ports.demo,
  appDir: APP_DIR,
  demoDir: DEMO_DIR,
});

const builds = [
  { name: "demo", url: `${demoOrigin}/`, outDir: DEMO_DIR },
  { name: "production", url: `${appOrigin}/`, outDir: APP_DIR },
];
// One entry per timed load: { build, kind, rate, fcp, interactive, controlled }. A failed pair is counted, not timed.
const samples = [];
const failures = [];
const registers = new Set();
// Figures on a busy machine are not comparable with quiet ones: the output says how busy it was.
const loads = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  // Runs interleave builds and rates, so a burst of other work on the machine does not land on one row only.
  for (let run = 1; run <= RUNS; run++) {
    for (const rate of RATES) {
      for (const buildInfo of builds) {
        const { name } = buildInfo;
        process.stderr.write(`run ${run}/${RUNS}: ${name} at ${rate}× CPU\n`);
        loads.push(loadavg()[0]);
        try {
          const { cold, warm, registered } = await coldAndWarm(browser, buildInfo, rate);
          if (registered) registers.add(name);
          samples.push({ build: name, kind: "cold", rate, ...cold });
          samples.push({ build: name, kind: "warm", rate, ...warm });
        } catch (error) {
          failures.push({ build: name, rate });
          console.warn(`  failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
        }
      }
    }
  }
} finally {
  await browser.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => Math.round(value).toLocaleString("en-US");
const spread = (values) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

const header = [
  "build",
  "start",
  "CPU",
  "Connect wallet ms, median (min–max)",
  "target",
  "met",
  "FCP ms, median (min–max)",
  "runs",
  "SW controls",
];
const rows = [];
for (const { name } of builds) {
  for (const kind of ["cold", "warm"]) {
    for (const rate of RATES) {
      const figures = samples.filter((f) => f.build === name && f.kind === kind && f.rate === rate);
      const failed = failures.filter((f) => f.build === name && f.rate === rate).length;
      const goal = target(name, kind, rate);
      const times = figures.map((f) => f.interactive);
      rows.push([
        name,
        kind,
        `${rate}×`,
        times.length ? spread(times) : "—",
        goal === null ? "" : `≤ ${ms(goal)}`,
        goal === null || !times.length ? "" : median(times) <= goal ? "yes" : "NO",
        figures.length ? spread(figures.map((f) => f.fcp)) : "—",
        failed ? `${figures.length} (${failed} failed)` : String(figures.length),
        `${figures.filter((f) => f.controlled).length}/${figures.length}`,
      ]);
    }
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(
  `\nStart-up to an interactive "${BUTTON}", ${RUNS} runs each, over the ${NETWORK === "phone" ? "phone network (slow 4G: 150 ms RTT, 1.6 Mbit/s; NET=local for loopback)" : "loopback (NET=local)"}:\n`,
);
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(line(row));
// The start-up issue's target: a warm start (precached, the worker in control) in at most 60 % of a cold one's time,
// medians of the same run.
console.log(`\nWarm as a share of cold (medians of this run; target ≤ 60 %):\n`);
console.log("| build      | CPU | cold ms | warm ms | warm / cold | met |");
console.log("| ---------- | --- | ------- | ------- | ----------- | --- |");
for (const { name } of builds) {
  for (const rate of RATES) {
    const of = (kind) =>
      samples.filter((f) => f.build === name && f.kind === kind && f.rate === rate).map((f) => f.interactive);
    const [cold, warm] = [of("cold"), of("warm")];
    if (!cold.length || !warm.length) continue;
    const ratio = median(warm) / median(cold);
    const cells = [
      ms(median(cold)),
      ms(median(warm)),
      `${Math.round(ratio * 100)} %`,
      ratio <= 0.6 ? "yes" : "NO",
    ];
    console.log(
      `| ${name.padEnd(10)} | ${`${rate}×`.padEnd(3)} | ${cells[0].padEnd(7)} | ${cells[1].padEnd(7)} | ${cells[2].padEnd(11)} | ${cells[3].padEnd(3)} |`,
    );
  }
}
for (const { name } of builds)
  console.log(`${name}: ${registers.has(name) ? "registers a" : "no"} service worker`);
console.log(
  `${availableParallelism()} cores; 1-minute load average while measuring (this browser included): ` +
    `median ${median(loads).toFixed(1)}, ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.`,
);
console.log(
  "CDP CPU throttling slows the page's main thread only: a service worker runs at full speed at 4× too.",
);
stopServers();
