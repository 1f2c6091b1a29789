import { expect, test, type Page } from "@playwright/test";
import { mintAndStakeOnChain } from "../chain/mintAndStake";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { API_URL, CHAIN_RPC } from "./env";
import { watch } from "./watch";
import { HISTORY_ACCOUNT } from "./personas";
import { shot } from "../shots";

test.describe.configure({ timeout: 120_000 });

/** A toast saying `text`. */
const toast = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible({ timeout: 30_000 });

test("a new user signs in over HTTP to the API's own origin, binds an invite code and checks in", async ({
  page,
}) => {
  const seen = watch(page);
  const wallet = new TestWallet(page, 11, {}, CHAIN_RPC);
  await connect(page, wallet, "/#/home?invite_code=HOLDER");
  expect(seen.api).toContain(`POST /api/public/nonce/${wallet.address}`);

  const dialog = page.getByRole("dialog", { name: "Bind invitation code" });
  await dialog.getByRole("button", { name: "Accept" }).click();
  await toast(page, "Invitation code bound");

  await page.goto("/#/checkin");
  const m = page.getByRole("main");
  await m.getByRole("button", { name: "Check in", exact: true }).click();
  await toast(page, "Checked in");
  await expect(m.getByText("Checked in today")).toBeVisible();
  // The reward is in the bill, read from the API server.
  await page.goto("/#/billLogs");
  await expect(m.getByRole("list", { name: "Fund details" }).getByRole("listitem")).toHaveCount(1);
  expect(seen.errors).toEqual([]);
});

test("the user with history reads the bill's second page, mints on Hardhat and stakes with the wallet", async ({
  page,
}) => {
  const seen = watch(page);
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  const m = page.getByRole("main");

  await page.goto("/#/billLogs");
  const rows = m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  await expect(rows).toHaveCount(10);
  await rows.last().scrollIntoViewIfNeeded();
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  expect(seen.api.some((r) => r.startsWith("GET /api/user/coin_logs") && /[?&]page=2\b/.test(r))).toBe(true);

  await mintAndStakeOnChain(page, wallet, CHAIN_RPC);
  expect(seen.errors).toEqual([]);
});

test("disconnect revokes the session on the server; a forged token logs the app out", async ({ page }) => {
  const wallet = new TestWallet(page, 12, {}, CHAIN_RPC);
  await connect(page, wallet);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  const info = (t: string) =>
    fetch(`${API_URL}/api/user/info`, { headers: { Authorization: t } }).then(
      (r) => r.json() as Promise<{ code: number }>,
    );
  expect((await info(token!)).code).toBe(200);

  await page.getByRole("button", { name: /^0x\S+ My wallet$/ }).click();
  // Disconnect reloads the page; a navigation of the test's own would race that reload.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Disconnect" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await expect.poll(async () => (await info(token!)).code).toBe(10039);

  // A token the server never issued: the app asks for the user, gets 10039 and logs out.
  await page.evaluate((address) => {
    localStorage.setItem("token", "f".repeat(64));
    localStorage.setItem("address", address);
  }, wallet.address);
  await page.goto("/#/billLogs");
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a tap while a returning user's session still loads waits for it, and asks the wallet for nothing", async ({
  page,
}) => {
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  // The next load of the user is held until the tap has been made.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API_URL}/api/user/info`, async (route) => {
    await held;
    await route.continue();
  });
  const seen = watch(page);
  await page.reload();
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Super node" }).click();
  release();
  await expect(page.getByRole("dialog", { name: "Super node" })).toBeVisible();
  expect(seen.api.filter((r) => r.startsWith("POST /api/public/nonce"))).toEqual([]);
  expect(seen.api.filter((r) => r.startsWith("GET /api/user/info"))).toHaveLength(1);
});

test("a link followed while the first page still loads is where the app lands", async ({ page }) => {
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  await page.goto("/#/withdraw");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
  // After a reload the withdraw page's guard waits for the user; the address changes before that answer comes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = page.waitForRequest(`${API_URL}/api/user/info`);
  await page.route(`${API_URL}/api/user/info`, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  await asked;
  await page.evaluate(() => (location.hash = "#/exchange"));
  release();
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Exchange" })).toBeVisible();
  expect(page.url()).toMatch(/#\/exchange$/);
});

test("offline, the production app says so and keeps money actions disabled until the connection is back", async ({
  page,
  context,
}) => {
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  await page.goto("/#/mint");
  const mint = page.getByRole("main").getByRole("button", { name: "Mint now" });
  await expect(mint).toBeEnabled();

  await context.setOffline(true);
  const notice = page.getByRole("alert").filter({ hasText: "You are offline" });
  await expect(notice).toBeVisible();
  await expect(mint).toBeDisabled();
  await expect(mint).toHaveAccessibleDescription(/You are offline/);
  await shot(page, "e2e/artifacts/prod-offline-mint-en.png");

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(mint).toBeEnabled();
});

test("the production worker precaches the app shell through its Trusted Types policy and never caches an API answer", async ({
  page,
}) => {
  const seen = watch(page);
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  await page.goto("/#/billLogs");
  await expect(
    page.getByRole("main").getByRole("list", { name: "Fund details" }).getByRole("listitem"),
  ).toHaveCount(10);
  // Registered a second after load; once active it fills the shell's precache (decision 0017).
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cachedUrls = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
  const shell = (urls: string[]) =>
    urls.some((url) => new URL(url).pathname === "/index.html") &&
    urls.filter((url) => /\/assets\/.+\.js/.test(url)).length > 3;
  await expect.poll(async () => shell(await cachedUrls())).toBe(true);
  // A reload under the worker's control asks the API again: none of it may land in a cache.
  await page.reload();
  await expect(
    page.getByRole("main").getByRole("list", { name: "Fund details" }).getByRole("listitem"),
  ).toHaveCount(10);
  const cached = await cachedUrls();
  expect(
    cached.filter((url) => url.startsWith(API_URL) || url.startsWith(CHAIN_RPC) || url.includes("/api/")),
  ).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("the production page carries a strict Content-Security-Policy", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${API_URL.replace(/[.:/]/g, "\\$&")}`));
  expect(csp).not.toContain("'unsafe-eval'");
});
