import { chromium } from "@playwright/test";
const base = process.argv[2] ?? "http://127.0.0.1:4300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
  await ctx.addInitScript(() => {
    const t = (window.__t = {});
    const sw = navigator.serviceWorker;
    const watch = (w, tag) => { if (!w) return; t[tag + ":" + w.state] = performance.now(); w.addEventListener("statechange", () => (t[tag + ":" + w.state] = performance.now())); };
    const origRegister = sw.register.bind(sw);
    sw.register = async (...a) => { t.register = performance.now(); const r = await origRegister(...a); watch(r.installing, "w"); r.addEventListener("updatefound", () => watch(r.installing, "w")); return r; };
  });
  const page = await ctx.newPage();
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.evaluate(() => fetch("api/public/coins").then((r) => r.text()));
  const t = await page.evaluate(() => ({ ...window.__t, api: performance.now() }));
  console.log(JSON.stringify(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)]))));
  await ctx.close();
}
await browser.close();
