import { expect, test } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { API_URL, CHAIN_RPC } from "./env";
import { HISTORY_ACCOUNT } from "./personas";
import { shot } from "../shots";

test.describe.configure({ timeout: 60_000 });

// Over HTTP a request can be held (the demo's answers come from its service worker, which page.route cannot see).

test("a list seen before shows at once on Back while it refreshes, and shows an exchange made meanwhile", async ({
  page,
}) => {
  await connect(page, new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC));
  const main = page.getByRole("main");
  const rows = main.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  await page.evaluate(() => (location.hash = "#/billLogs"));
  await expect(rows.first()).toBeVisible();

  // From here on the bill's server answers only when released.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API_URL}/api/user/coin_logs**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate(() => (location.hash = "#/home"));
  await expect(page).toHaveURL(/#\/home$/);
  const refreshed = page.waitForRequest((r) => r.url().startsWith(`${API_URL}/api/user/coin_logs`));
  await page.goBack();
  await expect(page).toHaveURL(/#\/billLogs$/);
  await refreshed; // asked again…
  await expect(rows.first()).toBeVisible(); // …but the rows seen before are there while it is held
  release();

  // An exchange: its own page's balance falls by what was sold, and the bill visited before shows the trade.
  await page.evaluate(() => (location.hash = "#/exchange"));
  const available = main.getByText(/^Available: [\d,.]+\sUSDT$/);
  await expect(available).toBeVisible();
  const before = Number((await available.textContent())!.replace(/[^\d.]/g, ""));
  await main.getByRole("textbox", { name: "Amount of USDT to sell" }).fill("20");
  await main.getByRole("button", { name: "Exchange", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm exchange" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(main.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  await page.goBack(); // the form again: its balance fell by what was sold
  const after = (before - 20).toLocaleString("en-US", { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  await expect(main.getByText(`Available: ${after} USDT`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/billLogs$/);
  await expect(rows.filter({ hasText: "Exchange fee" }).first()).toBeVisible();
  await expect(rows.first()).toContainText(/Exchange/);
  await expect(rows.filter({ hasText: "−20.0000 USDT" }).first()).toBeVisible();
});

test("offline, a list not asked for yet waits for the network instead of failing, and loads once it is back", async ({
  page,
}) => {
  await connect(page, new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC));
  const main = page.getByRole("main");
  await page.evaluate(() => (location.hash = "#/billLogs"));
  const rows = main.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  await page.context().setOffline(true);
  // Another filter is another list, never asked for: it waits.
  await main.getByRole("combobox", { name: "Change type" }).selectOption({ label: "Exchange" });
  await expect(main.getByText("Loading")).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "System error" })).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(rows.first()).toContainText("Exchange");
  await expect(page.getByRole("status").filter({ hasText: "System error" })).toHaveCount(0);
});

test("offline, a page this device never opened says so, not that something went wrong, and opens once back online", async ({
  page,
  context,
}) => {
  // The language page's code never reaches this device: a first worker puts every file in its precache in the
  // pauses of use (src/pwa/workerPrecache.ts), which a slow machine can leave before the test goes offline.
  const languageCode = /\/assets\/LanguagePage-[^/]+\.js$/;
  await context.route(languageCode, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await context.unroute(languageCode);
  await page.evaluate(() => (location.hash = "#/language"));
  const notice = page.getByRole("alert").filter({ hasText: "Not on this device yet" });
  await expect(notice).toContainText("It opens by itself when the connection is back");
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  // No "Try again" that cannot succeed offline; the way home stays.
  await expect(notice.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(notice.getByRole("link", { name: "Back to home" })).toBeVisible();
  await shot(page, "e2e/artifacts/prod-offline-unvisited-en.png");

  await context.setOffline(false);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Language" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
