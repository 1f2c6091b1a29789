// `npm run bench:api`: seeds 100,000 bill entries in the demo and prints p50/p95 times of bill pages, first and deep
// in the list, deep ones both by cursor and by page number alone, through the service worker, next to a handler that
// returns a fixed answer (the floor).
import { spawn, spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForHttp } from "./benchBrowser.mjs";

// Not 4190: fetch refuses that port (the Fetch standard's bad-port list), so the server could never be seen ready.
const PORT = 4191;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BASE = `http://127.0.0.1:${PORT}`;

const build = spawnSync(
  "node_modules/.bin/vite",
  ["build", "--mode", "demo", "--outDir", "dist-bench", "--logLevel", "error"],
  {
    stdio: "inherit",
  },
);
if (build.status !== 0) process.exit(1);
const server = spawn(
  "node_modules/.bin/vite",
  [
    "preview",
    "--mode",
    "demo",
    "--outDir",
    "dist-bench",
    "--host",
    "127.0.0.1",
    "--port",
    String(PORT),
    "--strictPort",
  ],
  { stdio: "ignore" },
);
const stop = () => server.pid && server.exitCode === null && server.kill("SIGTERM"); // by PID
process.on("exit", stop);

let browser;
try {
  await waitForHttp(BASE, 10_000);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(BASE);
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await page
    .getByRole("dialog", { name: "Connect with Demo Wallet" })
    .getByRole("button", { name: /^New user/ })
    .click();
  await page
    .getByRole("dialog", { name: "Signature request" })
    .getByRole("button", { name: "Sign", exact: true })
    .click();
  await page.waitForFunction(() => localStorage.getItem("token"));

  const seeded = Date.now();
  const seed = await page.evaluate(async (count) => {
    const r = await fetch("/api/demo/seed/bills", {
      method: "POST",
      headers: { Authorization: localStorage.getItem("token"), "Content-Type": "application/json" },
      body: JSON.stringify({ count }),
    });
    return r.json();
  }, ENTRIES);
  if (seed.code !== 200) throw new Error(`seeding failed: ${seed.message}`);
  console.log(
    `seeded ${ENTRIES.toLocaleString("en")} bill entries in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const measure = (path) =>
    page.evaluate(
      async ([p, runs]) => {
        const headers = { Authorization: localStorage.getItem("token") };
        const times = [];
        let last;
        for (let i = 0; i < runs + 10; i++) {
          const t0 = performance.now();
          last = await (await fetch(p, { headers })).json();
          if (i >= 10) times.push(performance.now() - t0); // the first ten warm up
        }
        times.sort((a, b) => a - b);
        const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
        return {
          p50: at(0.5),
          p95: at(0.95),
          rows: last.data?.list?.length ?? 0,
          total: last.data?.count ?? 0,
        };
      },
      [path, RUNS],
    );

  // The cursor a client paging through holds when it asks for `page`: the last id of the page before.
  const cursorBefore = (query, number) =>
    page.evaluate(
      async (path) => {
        const r = await fetch(path, { headers: { Authorization: localStorage.getItem("token") } });
        return (await r.json()).data.next_cursor;
      },
      `/api/user/coin_logs?${query}&page=${number - 1}`,
    );
  const filter = "coin_id=2&type=stake_reward&count=10";
  const all = "count=10";
  const deep = Math.floor(ENTRIES / 200); // page 500 of 100,000 entries (entry 4,991 from the newest)
  const half = Math.floor(ENTRIES / 20); // page 5,000: half way
  const filteredDeep = Math.floor(ENTRIES / 8 / 10) - 1; // near the oldest of the filtered 12,500
  const rows = [
    ["floor: fixed answer through the worker", "/api/demo/ping"],
    ["bill page 1, coin 2 + stake reward", `/api/user/coin_logs?${filter}`],
    [
      "bill page deep (cursor near the oldest)",
      `/api/user/coin_logs?${filter}&cursor=${Math.floor(ENTRIES * 0.01)}`,
    ],
    [
      `bill page ${filteredDeep}, filtered, by page number`,
      `/api/user/coin_logs?${filter}&page=${filteredDeep}`,
    ],
    ["bill page 1, unfiltered", `/api/user/coin_logs?${all}`],
    [`bill page ${deep}, unfiltered, by page number`, `/api/user/coin_logs?${all}&page=${deep}`],
    [
      `bill page ${deep}, unfiltered, page + cursor`,
      `/api/user/coin_logs?${all}&page=${deep}&cursor=${await cursorBefore(all, deep)}`,
    ],
    [`bill page ${half}, unfiltered, by page number`, `/api/user/coin_logs?${all}&page=${half}`],
    [
      `bill page ${half}, unfiltered, page + cursor`,
      `/api/user/coin_logs?${all}&page=${half}&cursor=${await cursorBefore(all, half)}`,
    ],
    ["bill page 1, type + access", "/api/user/coin_logs?type=exchange&access=in&count=10"],
  ];
  console.log(`\n${RUNS} requests each (after 10 warm-up), Chromium headless, 390×844`);
  console.log(
    "case".padEnd(48),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "rows".padStart(6),
    "total".padStart(8),
  );
  for (const [name, path] of rows) {
    const r = await measure(path);
    console.log(
      name.padEnd(48),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
      String(r.rows).padStart(6),
      String(r.total).padStart(8),
    );
  }
} finally {
  await browser?.close();
  stop();
}
