// `npm run bench:lighthouse`: Lighthouse (mobile, simulated 4x CPU and slow 4G) on the production build served on
// one origin with `npm run api` on another, and on the demo build, in Debian's Chromium. Prints each category's
// score and the main metrics, median of RUNS runs. Figures go to docs/benchmarks.md by hand; nothing is asserted.
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./benchBrowser.mjs";
import { serveBenchBuilds, stopServers } from "./benchServers.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(label, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      runs.push(lhr);
      // LH_REPORT_DIR=path keeps each run's full report, to see which element or request costs what.
      if (process.env.LH_REPORT_DIR) {
        mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
        const name = `${label.replace(/\W+/g, "-")}-${i + 1}.json`;
        writeFileSync(`${process.env.LH_REPORT_DIR}/${name}`, JSON.stringify(lhr));
      }
    } finally {
      chrome.kill();
    }
  }
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
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
  console.log(`\n${label} (${url}), median of ${RUNS}:`);
  for (const [k, v] of Object.entries(row)) console.log(`  ${k.padEnd(15)} ${v}`);
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

const { appOrigin, demoOrigin } = await serveBenchBuilds({
  apiPort: 8789,
  appPort: 4177,
  demoPort: 4178,
  appDir: "dist-lighthouse",
  demoDir: "dist-lighthouse-demo",
});

await audit("production build", `${appOrigin}/`);
await audit("demo build", `${demoOrigin}/`);
stopServers();
