// `npm run bench:lighthouse`: Lighthouse (mobile, simulated slow 4G and 4× CPU, or `CPU=8` for 8×) on the production
// build served on one origin with `npm run api` on another, on the demo build, and on the floor: a hello-world
// React 19 + Vite app (bench/floor) built with the project's React and Vite and served beside them. Runs interleave
// the three (RUNS rounds, default 3), so a burst of other work on the machine lands on all of them. Prints each
// category's score and the main metrics (median, and every run's score and TBT), then each build's difference to
// the floor. Figures go to docs/benchmarks.md by hand; nothing is asserted.
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./benchBrowser.mjs";
import { benchPorts, serveBenchBuilds, serveFloor, stopServers } from "./benchServers.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
// Lighthouse's simulated CPU slowdown; its mobile default is 4. `CPU=8` stands in for a host twice as slow.
const CPU = Number(process.env.CPU ?? 4);
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

async function audit(label, url, run) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { cpuSlowdownMultiplier: CPU },
    });
    // LH_REPORT_DIR=path keeps each run's full report, to see which element or request costs what.
    if (process.env.LH_REPORT_DIR) {
      mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      const name = `${label.replace(/\W+/g, "-")}-cpu${CPU}-${run}.json`;
      writeFileSync(`${process.env.LH_REPORT_DIR}/${name}`, JSON.stringify(lhr));
      // The trace Lighthouse simulated from: its main-thread tasks say which step of start-up becomes blocking time.
      writeFileSync(
        `${process.env.LH_REPORT_DIR}/${name.replace(/\.json$/, ".trace.json")}`,
        JSON.stringify(artifacts.Trace),
      );
    }
    return lhr;
  } finally {
    chrome.kill();
  }
}

function summary(label, url, runs) {
  const row = {
    performance: median(runs.map((r) => score(r, "performance"))),
    accessibility: median(runs.map((r) => score(r, "accessibility"))),
    "best-practices": median(runs.map((r) => score(r, "best-practices"))),
    seo: median(runs.map((r) => score(r, "seo"))),
    "FCP ms": Math.round(median(runs.map((r) => metric(r, "first-contentful-paint")))),
    "LCP ms": Math.round(median(runs.map((r) => metric(r, "largest-contentful-paint")))),
    "TBT ms": Math.round(median(runs.map((r) => metric(r, "total-blocking-time")))),
    CLS: median(runs.map((r) => metric(r, "cumulative-layout-shift"))).toFixed(3),
    "TTI ms": Math.round(median(runs.map((r) => metric(r, "interactive")))),
  };
  console.log(`\n${label} (${url}), median of ${runs.length}:`);
  for (const [k, v] of Object.entries(row)) console.log(`  ${k.padEnd(15)} ${v}`);
  console.log(`  every run: performance ${runs.map((r) => score(r, "performance")).join(" ")}`);
  console.log(
    `  every run: TBT ms ${runs.map((r) => Math.round(metric(r, "total-blocking-time"))).join(" ")}`,
  );
  const failing = Object.values(runs.at(-1).audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== "informative" &&
        a.scoreDisplayMode !== "manual",
    )
    .filter((a) => a.scoreDisplayMode === "binary" || a.score < 0.9)
    .map((a) => `${a.id} (${a.score})`);
  if (failing.length) console.log(`  below full marks: ${failing.join(", ")}`);
  return row;
}

const ports = benchPorts({ api: 8789, app: 4177, demo: 4178, floor: 4179 });
const { appOrigin, demoOrigin } = await serveBenchBuilds({
  apiPort: ports.api,
  appPort: ports.app,
  demoPort: ports.demo,
  appDir: "dist-lighthouse",
  demoDir: "dist-lighthouse-demo",
});
const floorOrigin = await serveFloor({ port: ports.floor, dir: "dist-lighthouse-floor" });

const targets = [
  { label: "floor (hello-world React 19 + Vite)", url: `${floorOrigin}/`, runs: [] },
  { label: "production build", url: `${appOrigin}/`, runs: [] },
  { label: "demo build", url: `${demoOrigin}/`, runs: [] },
];
const loads = [];
for (let run = 1; run <= RUNS; run++) {
  for (const target of targets) {
    process.stderr.write(`run ${run}/${RUNS}: ${target.label} at ${CPU}× CPU\n`);
    loads.push(loadavg()[0]);
    target.runs.push(await audit(target.label, target.url, run));
  }
}
stopServers();

console.log(`\nLighthouse mobile, CPU slowdown ${CPU}× (cpuSlowdownMultiplier), ${RUNS} runs each`);
const rows = targets.map((t) => summary(t.label, t.url, t.runs));
const [floor, ...ours] = rows;
const signed = (n) => (n > 0 ? `+${n.toLocaleString("en-US")}` : n.toLocaleString("en-US"));
console.log(
  `\nDifference to the floor (medians; the floor: performance ${floor.performance}, TBT ${floor["TBT ms"]} ms,`,
);
console.log(`LCP ${floor["LCP ms"]} ms, FCP ${floor["FCP ms"]} ms), CPU ${CPU}×:\n`);
console.log("| build      | performance | TBT ms | LCP ms | FCP ms |");
console.log("| ---------- | ----------- | ------ | ------ | ------ |");
for (const [i, row] of ours.entries()) {
  const name = ["production", "demo"][i];
  const cells = [
    signed(row.performance - floor.performance),
    signed(row["TBT ms"] - floor["TBT ms"]),
    signed(row["LCP ms"] - floor["LCP ms"]),
    signed(row["FCP ms"] - floor["FCP ms"]),
  ];
  console.log(
    `| ${name.padEnd(10)} | ${cells[0].padEnd(11)} | ${cells[1].padEnd(6)} | ${cells[2].padEnd(6)} | ${cells[3].padEnd(6)} |`,
  );
}
console.log(
  `\n${availableParallelism()} cores; 1-minute load average while measuring: median ${median(loads).toFixed(1)}, ` +
    `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.`,
);
