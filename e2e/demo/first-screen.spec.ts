import { expect, type Page, type Response } from "@playwright/test";
import { signInAs } from "./helpers";
import { FIRST_VISIT } from "./seededDemo";
import { test } from "./sharedPage";

// A cold start is a first visit: the worker seeds the demo while the first screen is drawn.
test.use({ storageState: FIRST_VISIT });

/** ethers' own chunk (the "ethers" group in vite.config.ts), or any script holding ethers' byte parser. */
const ETHERS_CHUNK = /\/assets\/ethers-[^/]*\.js$/;
const ETHERS_MARKER = "invalid BytesLike value";
/**
 * The error-report SDK's chunks (the "error-report" group in vite.config.ts, and src/lib/errorReport/sdk.ts), or any
 * script holding the Sentry SDK's global: a build without VITE_ERROR_REPORT_DSN fetches none of it
 * (docs/decisions/0038-error-reports.md).
 */
const SDK_CHUNK = /\/assets\/(error-report|sdk)-[^/]*\.js$/;
const SDK_MARKER = "__SENTRY__";

/** Every script the page fetches (the worker's own precaching is not the page's and is not counted). */
function recordScripts(page: Page) {
  const seen: { url: string; ethers: Promise<boolean>; sdk: Promise<boolean> }[] = [];
  page.on("response", (response: Response) => {
    const url = response.url();
    const path = new URL(url).pathname;
    if (!path.endsWith(".js")) return;
    const text = response.text().catch(() => "");
    const ethers = ETHERS_CHUNK.test(path)
      ? Promise.resolve(true)
      : text.then((t) => t.includes(ETHERS_MARKER));
    const sdk = SDK_CHUNK.test(path) ? Promise.resolve(true) : text.then((t) => t.includes(SDK_MARKER));
    seen.push({ url, ethers, sdk });
  });
  return async () => {
    const flags = await Promise.all(seen.map((s) => s.ethers));
    const sdk = await Promise.all(seen.map((s) => s.sdk));
    return {
      all: seen.map((s) => s.url),
      ethers: seen.filter((_, i) => flags[i]).map((s) => s.url),
      sdk: seen.filter((_, i) => sdk[i]).map((s) => s.url),
    };
  };
}

test("the first screen fetches no ethers; the demo wallet loads it when picked, and sign-in works", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeEnabled();
  // Everything the start-up asks for, the demo wallet's announcement included, has arrived.
  await page.waitForLoadState("networkidle");

  const before = await scripts();
  expect(before.all.length, "scripts seen").toBeGreaterThan(0);
  expect(before.ethers, "ethers fetched before Connect wallet").toEqual([]);

  await signInAs(page, "New user");
  // The check above can fail: once the user picks the demo wallet, its code brings ethers.
  const after = await scripts();
  expect(after.ethers.length, "ethers fetched once the wallet is used").toBeGreaterThan(0);
  // No DSN in this build: no error-report SDK, on the first screen or after it.
  expect(after.sdk, "error-report SDK fetched without a DSN").toEqual([]);

  // A returning user: the reloaded app finds the wallet still connected to the account it signed in with, from
  // what the wallet stores, and fetches no ethers until it is asked to sign or send.
  const reloaded = recordScripts(page);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect((await reloaded()).ethers, "ethers fetched by a signed-in reload").toEqual([]);
});

test("the first screen stays where it is drawn, on a cold start and on warm ones", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[])
        w.shifts.push(
          `${Math.round(entry.startTime)} ms: ${entry.value.toFixed(4)} (${entry.sources.map((s) => s.node?.nodeName).join(", ")})`,
        );
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The first load is cold; once the worker controls the page the others are warm, the start that once drew home
  // with 16px text and then jumped it into place (a tap there landed beside its button).
  for (let load = 1; load <= 6; load++) {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Connect wallet" })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts, `load ${load}`).toEqual([]);
  }
});
