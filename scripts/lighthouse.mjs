// `npm run bench:lighthouse`: Lighthouse (mobile, simulated 4x CPU and slow 4G) on the production build served on
// one origin with `npm run api` on another, and on the demo build, in Debian's Chromium. Prints each category's
// score and the main metrics, median of RUNS runs. Figures go to docs/benchmarks.md by hand; nothing is asserted.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForHttp } from "./benchBrowser.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const API_PORT = 8789;
const APP_PORT = 4177;
const DEMO_PORT = 4178;
const API_URL = `http://127.0.0.1:${API_PORT}`;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const deployed = readFileSync("src/contracts/deployedContracts.ts", "utf8").match(
  /address: "(0x[0-9a-fA-F]{40})"/,
);
if (!deployed) throw new Error("no HolderNFT address in src/contracts/deployedContracts.ts");

const started = [];
function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  started.push(child);
  return child;
}
function stopAll() {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM"); // by our own PIDs
}
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

function build(mode, outDir, env = {}) {
  const result = spawnSync(
    "node_modules/.bin/vite",
    ["build", "--mode", mode, "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { env: { ...process.env, ...env }, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`${mode} build failed`);
}

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

const appOrigin = `http://127.0.0.1:${APP_PORT}`;
start("npm", ["run", "--silent", "api", "--", "--seed", "--quiet"], {
  PORT: String(API_PORT),
  HOST: "127.0.0.1",
  API_ORIGINS: appOrigin,
});
build("production", "dist-lighthouse", {
  VITE_API_BASE_URL: API_URL,
  VITE_CHAIN_RPC_URL: "http://127.0.0.1:8545",
  VITE_HOLDER_NFT_ADDRESS: deployed[1],
  VITE_NODE_RECHARGE_ADDRESS: "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
  VITE_IPFS_GATEWAY: `${API_URL}/`,
});
build("demo", "dist-lighthouse-demo");
const preview = ["preview", "--host", "127.0.0.1", "--strictPort"];
start("node_modules/.bin/vite", [
  ...preview,
  "--mode",
  "production",
  "--outDir",
  "dist-lighthouse",
  "--port",
  String(APP_PORT),
]);
start("node_modules/.bin/vite", [
  ...preview,
  "--mode",
  "demo",
  "--outDir",
  "dist-lighthouse-demo",
  "--port",
  String(DEMO_PORT),
]);
await waitForHttp(`${API_URL}/openapi.json`);
await waitForHttp(`${appOrigin}/`);
await waitForHttp(`http://127.0.0.1:${DEMO_PORT}/`);

await audit("production build", `${appOrigin}/`);
await audit("demo build", `http://127.0.0.1:${DEMO_PORT}/`);
stopAll();
