import { chromium } from "@playwright/test";
const base = process.argv[2] ?? "http://127.0.0.1:4300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
const page = await ctx.newPage();
await page.goto("/");
await page.evaluate(() => fetch("api/public/coins").then((r) => r.text()));
for (const path of ["api/public/coins", "api/public/config", "ipfs/missing"]) {
  const ms = await page.evaluate(async (p) => { const t = performance.now(); for (let i = 0; i < 20; i++) await fetch(p).then((r) => r.text()); return (performance.now() - t) / 20; }, path);
  console.log(path, ms.toFixed(1), "ms/request");
}
const t0 = Date.now(); await page.reload(); await page.getByRole("button", { name: "Connect wallet" }).waitFor(); console.log("reload to connect", Date.now() - t0);
await browser.close();
