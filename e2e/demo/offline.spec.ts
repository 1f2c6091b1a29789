import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./helpers";
import { serveStatic, shellPaths, workerInstalled, type StaticHost } from "./offlineHelpers";
import { toasts } from "./shellHelpers";
import { test } from "./sharedPage";

// setOffline and the request log reach the service worker only when Playwright follows its network.
test.use({ workerNetwork: true });

test.describe.configure({ timeout: 120_000 });

const DIST = process.env.PW_DIST ?? "dist-demo";
const OFFLINE_NOTICE = (
  JSON.parse(readFileSync("locales/en.json", "utf8")) as { offline: { notice: string } }
).offline.notice;

let host: StaticHost;
test.beforeAll(async () => {
  host = await serveStatic(DIST);
});
test.afterAll(() => host.close());

/** The bill's rows of one change type, once the list has loaded (saying no entries match when there are none). */
async function billRows(page: Page, changeType: string): Promise<Locator> {
  const m = page.getByRole("main");
  await page.goto(`${host.origin}/#/billLogs`);
  await m.getByRole("combobox", { name: "Change type" }).selectOption({ label: changeType });
  await expect(m.getByText(/^(No more|No entries match these filters)$/)).toBeVisible();
  return m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
}

/** "Available: 1,230.5000 USDT" in units of 0.0001. */
async function available(page: Page): Promise<bigint> {
  const line = page.getByRole("main").getByText(/^Available: [\d,]+\.\d{4}\sUSDT$/);
  await expect(line).toBeVisible();
  const [, whole, frac] = /([\d,]+)\.(\d{4})/.exec((await line.textContent()) ?? "")!;
  return BigInt(whole!.replace(/,/g, "") + frac!);
}

/** A request to the worker that it can only answer from the network (no backend route, not precached). */
const probe = (page: Page, name: string) =>
  page.evaluate(
    (path) =>
      fetch(path).then(
        (r) => r.status,
        () => "failed",
      ),
    `/ipfs/${name}.png`,
  );

test("after one visit, with no network: the demo opens, signs in, shows the bill, mints, stakes and exchanges", async ({
  page,
  context,
}) => {
  // ---- first visit, online: the worker installs and precaches the shell -----------------------------------
  await page.goto(`${host.origin}/`);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await workerInstalled(page, shellPaths(DIST));
  // Online, what the worker cannot answer itself goes to the network: the host sees it (and says 404).
  expect(await probe(page, "probe-online")).toBe(404);
  expect(host.requests).toContain("/ipfs/probe-online.png");

  // ---- no network from here on: the browser's offline mode, and the host drops every connection ----------
  await context.setOffline(true);
  host.setDown(true);
  await page.reload();
  expect(page.url()).toBe(`${host.origin}/#/home`);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  // The demo works offline, so production's "money actions are disabled" notice has no place here.
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await signInAs(page, "User with history");
  const m = page.getByRole("main");

  // ---- the bill: the seeded history is there; no exchange yet ---------------------------------------------
  await expect(await billRows(page, "Exchange")).toHaveCount(0);
  await expect(m.getByText("No entries match these filters")).toBeVisible();
  const mintsBefore = await (await billRows(page, "Mint")).count();
  expect(mintsBefore).toBeGreaterThan(0);
  await expect(await billRows(page, "Recharge")).not.toHaveCount(0);

  // ---- mint: the NFT and its picture (the demo's artwork, from the precache) ------------------------------
  await page.goto(`${host.origin}/#/mint`);
  await m.getByRole("button", { name: "Mint now" }).click();
  await page.getByRole("dialog", { name: "Confirm mint" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Congratulations, MINT is successful" })).toBeVisible({
    timeout: 20_000,
  });
  const tokenId = Number(((await page.locator(".token-id").textContent()) ?? "").replace("#", ""));
  expect(tokenId).toBeGreaterThan(0);
  const picture = page.locator("img").and(page.getByRole("img", { name: `NFT picture #${tokenId}` }));
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // ---- stake it, confirmed in the demo wallet, on the mock chain ------------------------------------------
  await page.getByRole("link", { name: "Stake it" }).click();
  await expect(page.getByRole("button", { name: `Choose NFT #${tokenId}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Stake", exact: true }).click();
  const wallet = page.getByRole("dialog", { name: "Confirm transaction" });
  await expect(wallet).toContainText(`stake(${tokenId})`);
  await wallet.getByRole("button", { name: "Confirm" }).click();
  await expect(toasts(page).filter({ hasText: "Pledge Success" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toBeVisible();

  // ---- exchange 10 USDT for HOLD --------------------------------------------------------------------------
  await page.goto(`${host.origin}/#/exchange`);
  const before = await available(page);
  const submit = m.getByRole("button", { name: "Exchange", exact: true });
  await expect(submit).toBeEnabled();
  await m.getByRole("textbox", { name: "Amount of USDT to sell" }).fill("10");
  await submit.click();
  await page
    .getByRole("dialog", { name: "Confirm exchange" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(m.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  await page.goto(`${host.origin}/#/exchange`);
  await expect.poll(() => available(page)).toBe(before - 100_000n);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  // ---- the bill has the new entries -----------------------------------------------------------------------
  const exchanged = await billRows(page, "Exchange");
  await expect(exchanged.filter({ hasText: "−10.0000 USDT" })).toHaveCount(1);
  await expect(exchanged.filter({ hasText: /\+[\d,.]+\sHOLD/ })).toHaveCount(1);
  await expect(await billRows(page, "Mint")).toHaveCount(mintsBefore + 1);

  // Chromium's offline mode reaches the worker's own fetches: the probe fails inside the worker, and nothing
  // the page or the worker asked for reached the host. Only the browser's own update checks of the worker script
  // (made by the browser, outside DevTools' offline emulation) got there, and found no network either.
  expect(await probe(page, "probe-offline")).toBe("failed");
  expect(host.whileDown.filter((path) => path !== "/sw.js")).toEqual([]);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});
