import { expect, test, type Page } from "@playwright/test";
import { portableUrl } from "../../src/lib/portableUrl";
import { TestWallet } from "../chain/testWallet";
import { readQr } from "../qr";
import { CHAIN_RPC } from "./env";
import { HISTORY_ACCOUNT } from "./personas";
import { shot } from "../shots";

test.describe.configure({ timeout: 60_000 });

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Percent-decodes until nothing changes (some links wrap the address twice). */
function decodedFully(text: string): string {
  let now = text;
  for (let i = 0; i < 4; i++) {
    const next = decodeURIComponent(now);
    if (next === now) break;
    now = next;
  }
  return now;
}

async function tapConnect(page: Page) {
  await page.getByRole("button", { name: "Connect wallet" }).click();
}

test.describe("a phone browser with no wallet", () => {
  test.use({ userAgent: IPHONE_SAFARI, permissions: ["clipboard-read", "clipboard-write"] });

  test("an invited visitor is offered the wallet apps, each opening this very address with the invite code", async ({
    page,
  }) => {
    await page.goto("/#/home?invite_code=HOLDER");
    await tapConnect(page);
    // The app looks for a late wallet first (up to about 3 s), and says so.
    await expect(page.getByRole("button", { name: "Searching…" })).toBeVisible();
    const sheet = page.getByRole("dialog", { name: "Open in your wallet app" });
    await expect(sheet).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "metamask is not install!" })).toBeVisible();
    await expect(sheet).toContainText("Your invitation code HOLDER comes with this page.");

    const apps = sheet.getByRole("list", { name: "Wallet apps" }).getByRole("listitem");
    await expect(apps).toHaveCount(8);
    // English readers: MetaMask and Trust Wallet first.
    await expect(apps.first()).toContainText("MetaMask");
    await expect(apps.nth(1)).toContainText("Trust Wallet");
    const here = page.url();
    const carried = portableUrl(here).replace(/^https?:\/\//, "");
    const links = sheet.getByRole("link", { name: /^Open in / });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      const opened = decodedFully(href);
      expect(opened, href).toContain(carried.split("?")[0]);
      expect(opened, href).toContain("/home?invite_code=HOLDER");
    }
    await expect(sheet.getByRole("link", { name: "Open in Trust Wallet" })).toHaveAttribute(
      "href",
      /coin_id=20000714/,
    );

    // A wallet with no documented link: the address is copied and the reader told where to paste it.
    await sheet.getByRole("button", { name: "Copy the link for Binance Wallet" }).click();
    await expect(sheet.getByRole("status").filter({ hasText: /./ })).toHaveText(
      "Link copied. Open Binance Wallet, go to its browser and paste the link into the address bar.",
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(here);
    await shot(page, "e2e/artifacts/prod-no-wallet-phone-en.png");
  });
});

test.describe("a chat app's browser", () => {
  test.use({ userAgent: WECHAT, permissions: ["clipboard-read", "clipboard-write"] });

  test("WeChat readers are sent to the system browser, with the link to copy", async ({ page }) => {
    await page.goto("/#/home?invite_code=HOLDER");
    await tapConnect(page);
    const sheet = page.getByRole("dialog", { name: "Open in your browser" });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText("WeChat does not open wallet apps.");
    await expect(sheet.getByRole("listitem")).toHaveText([
      "Tap ⋯ at the top right of the screen.",
      "Choose “Open in browser”.",
      "Tap “Connect wallet” there and choose your wallet.",
    ]);
    await expect(sheet.getByRole("link")).toHaveCount(0);
    await sheet.getByRole("button", { name: "Copy link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe("a computer with no wallet", () => {
  test.use({ userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 800 }, hasTouch: false });

  test("shows a QR code that reads as this page's address, invite code included", async ({ page }) => {
    await page.goto("/#/home?invite_code=HOLDER");
    await tapConnect(page);
    const sheet = page.getByRole("dialog", { name: "Continue on your phone" });
    await expect(sheet).toBeVisible();
    const code = sheet.getByRole("img", { name: "QR code of this page's address" });
    const text = await readQr(page, await code.screenshot());
    expect(text).toBe(page.url());
    expect(text).toContain("invite_code=HOLDER");
    await expect(sheet.getByRole("button", { name: "Copy link" })).toBeVisible();
    const extensions = sheet.getByRole("list", { name: "Or add a wallet to this browser" });
    await expect(extensions.getByRole("link", { name: "MetaMask" })).toHaveAttribute(
      "href",
      "https://metamask.io/download/",
    );
  });
});

test("a wallet injected 2 s after load signs in from a tap made before it appeared", async ({ page }) => {
  const wallet = new TestWallet(
    page,
    HISTORY_ACCOUNT,
    { eip6963: false, injected: { afterLoadMs: 2000 }, flags: { isMetaMask: true } },
    CHAIN_RPC,
  );
  await wallet.install();
  await page.goto("/");
  expect(await page.evaluate(() => "ethereum" in window)).toBe(false);
  await tapConnect(page);
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Open in your wallet app" })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Continue on your phone" })).toHaveCount(0);
});

test("a visitor sent to #/withdraw lands there after signing in", async ({ page }) => {
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await wallet.install();
  await page.goto("/#/withdraw");
  await expect(
    page.getByRole("status").filter({ hasText: "Please connect your wallet first" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Connect to continue" })).toContainText(
    "Connect your wallet to open Withdraw.",
  );
  expect(page.url()).toMatch(/#\/home\?redirect=%2Fwithdraw$/);
  await tapConnect(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
  expect(page.url()).toMatch(/#\/withdraw$/);
});
