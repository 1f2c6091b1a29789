import { chromium } from "@playwright/test";
const base = process.argv[2] ?? "http://127.0.0.1:4300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
  const page = await ctx.newPage();
  const t0 = Date.now();
  const marks = {};
  await page.goto("/");
  marks.loaded = Date.now() - t0;
  await page.getByRole("button", { name: "Connect wallet" }).waitFor();
  marks.connect = Date.now() - t0;
  await page.evaluate(() => navigator.serviceWorker.ready);
  marks.swReady = Date.now() - t0;
  await page.evaluate(() => fetch("api/public/coins").then((r) => r.text()));
  marks.api = Date.now() - t0;
  await page.getByRole("button", { name: "Connect wallet" }).click();
  const wallet = page.getByRole("dialog", { name: "Connect with Demo Wallet" });
  await wallet.getByRole("button", { name: /^User with history/ }).click();
  const sign = page.getByRole("dialog", { name: "Signature request" });
  await sign.getByRole("button", { name: "Sign", exact: true }).click();
  await page.getByText(/^Signed in as /).waitFor();
  marks.signedIn = Date.now() - t0;
  console.log(JSON.stringify(marks));
  await ctx.close();
}
await browser.close();
