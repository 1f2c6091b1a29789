import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, expect, type Page } from "@playwright/test";
import { qrPng } from "../fixtures/qrImages";
import { fullChromiumLaunch } from "../../playwright.config";
import { fakeCameraArgs, NO_ADDRESS, SCANNED_ADDRESS as ADDRESS } from "./fakeCamera";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { SCREEN_LANGS } from "./helpers";
import { axe } from "./axe";
import { shellPaths, workerInstalled } from "./offlineHelpers";
import { animationsDone, horizontalOverflow, openPanel } from "./shellHelpers";
import { screenshotDir, shot } from "../shots";

/*
 * Paste and Scan in the withdrawal address (docs/decisions/0030-paste-and-scan.md). Chromium on Linux has no
 * BarcodeDetector that reads QR codes, so every read here goes through the ZXing WebAssembly polyfill.
 */

type Texts = Record<string, Record<string, string>>;
const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Texts;
const en = texts("en");

async function openWithdraw(page: Page) {
  await startSignedIn(page, "User with history");
  // Through the wallet panel, as a user goes: an entry of the app's own history, which its back can step over.
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page).toHaveURL(/#\/withdraw$/);
  await expect(addressField(page)).toBeVisible();
}

const addressField = (page: Page) =>
  page.getByRole("main").getByRole("textbox", { name: "Withdrawal address" });
const scanner = (page: Page) => page.getByRole("dialog", { name: "Scan QR code" });

async function choosePhoto(page: Page, text: string) {
  const chooser = page.waitForEvent("filechooser");
  await scanner(page).getByRole("button", { name: "Choose a photo" }).click();
  await (await chooser).setFiles({ name: "code.png", mimeType: "image/png", buffer: qrPng(text) });
}

test("Paste takes the address from the clipboard, a link reduced to it; a refused clipboard changes nothing", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openWithdraw(page);
  const main = page.getByRole("main");
  await page.evaluate((text) => navigator.clipboard.writeText(text), `  ethereum:${ADDRESS}@56?value=0 \n`);
  await main.getByRole("button", { name: "Paste", exact: true }).click();
  await expect(addressField(page)).toHaveValue(ADDRESS);

  // Other text is pasted as it is, trimmed, and judged as typed text is.
  await page.evaluate(() => navigator.clipboard.writeText(" not an address "));
  await main.getByRole("button", { name: "Paste", exact: true }).click();
  await expect(addressField(page)).toHaveValue("not an address");
  await main.getByRole("combobox", { name: "Currency" }).selectOption({ label: "USDT" });
  await main.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(main.getByRole("alert")).toHaveText("Please enter a correct address");

  await context.clearPermissions();
  await main.getByRole("button", { name: "Paste", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(en.scan!.pasteDenied!);
  await expect(addressField(page)).toHaveValue("not an address");
});

// The headless shell has no camera at all: these see the scanner as a phone without one does.
test("without a camera the scanner says so and reads a photo: no address is said, an address fills the field", async ({
  page,
}) => {
  await openWithdraw(page);
  await page.getByRole("main").getByRole("button", { name: "Scan", exact: true }).click();
  await expect(scanner(page)).toContainText(en.scan!.absent!);

  await choosePhoto(page, NO_ADDRESS);
  await expect(scanner(page)).toContainText(en.scan!.noAddress!);
  await choosePhoto(
    page,
    `ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=${ADDRESS}`,
  );
  await expect(scanner(page)).toBeHidden();
  // A token transfer link names the recipient; the token contract is never taken.
  await expect(addressField(page)).toHaveValue(ADDRESS);
});

/**
 * The one test that films gets the whole Chromium (the headless shell has no camera) with the fake camera's video,
 * launched for it alone. Set for the file, another browser would give these tests Playwright workers of their own:
 * each switch between kinds restarts a worker with its browser, its seeded demo and its shared pages.
 */
const filmed = test.extend<{ cameraPage: Page }>({
  cameraPage: async ({ viewport, hasTouch, reducedMotion, baseURL }, provide) => {
    const browser = await chromium.launch({
      ...fullChromiumLaunch,
      args: [...fullChromiumLaunch.args, ...fakeCameraArgs],
    });
    try {
      const context = await browser.newContext({ viewport, hasTouch, reducedMotion, baseURL });
      await provide(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

filmed(
  "a camera refused says so; allowed, it reads a code without an address, says so, keeps looking and fills the address",
  async ({ cameraPage: page }) => {
    await openWithdraw(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Scan", exact: true }).click();
    await expect(scanner(page)).toContainText(en.scan!.denied!);
    await scanner(page).getByRole("button", { name: "Close" }).click();
    await expect(scanner(page)).toBeHidden();

    await page.context().grantPermissions(["camera"]);
    await main.getByRole("button", { name: "Scan", exact: true }).click();
    await expect(scanner(page)).toContainText(en.scan!.noAddress!);
    await animationsDone(page);
    await shot(page, `${screenshotDir}/withdraw-scan-camera-en.png`);
    await expect(scanner(page)).toBeHidden({ timeout: 20_000 });
    await expect(addressField(page)).toHaveValue(ADDRESS);
    // The scanned address passes the form's checks as a typed one would: the next message is the amount's.
    await main.getByRole("combobox", { name: "Currency" }).selectOption({ label: "USDT" });
    await main.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect(main.getByRole("alert")).toHaveText("Please enter the withdrawal amount");
  },
);

test.describe(() => {
  // setOffline reaches the service worker only when Playwright follows its network.
  test.use({ workerNetwork: true });
  test("offline, the precached reader still reads a photo", async ({ page, context }) => {
    await openWithdraw(page);
    const dist = process.env.PW_DIST ?? "dist-demo";
    const wasm = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".wasm"));
    expect(wasm, "the ZXing reader alone").toEqual([expect.stringMatching(/^zxing_reader-/)]);
    // The shell's every script (the reader's chunk among them) and the reader's WebAssembly.
    await workerInstalled(page, [...shellPaths(dist), `/assets/${wasm[0]}`]);
    await context.setOffline(true);
    await page.getByRole("main").getByRole("button", { name: "Scan", exact: true }).click();
    await choosePhoto(page, ADDRESS);
    await expect(scanner(page)).toBeHidden();
    await expect(addressField(page)).toHaveValue(ADDRESS);
  });
});

test("the address field and the scanner pass axe; the scanner closes by its button, Escape and back", async ({
  page,
}) => {
  await openWithdraw(page);
  const scan = page.getByRole("main").getByRole("button", { name: "Scan", exact: true });
  await axe(page, "main form");
  await scan.click();
  await expect(scanner(page)).toContainText(en.scan!.absent!);
  await axe(page, '[role="dialog"]');
  await scanner(page).getByRole("button", { name: "Close" }).click();
  await expect(scanner(page)).toBeHidden();
  await scan.click();
  await expect(scanner(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(scanner(page)).toBeHidden();
  await expect(scan).toBeFocused();
  await scan.click();
  await expect(scanner(page)).toBeVisible();
  await page.goBack();
  await expect(scanner(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/withdraw$/);
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
});

test("the withdraw page and the scanner at 390 × 844 in each screen language", async ({ page }) => {
  test.setTimeout(90_000);
  await openWithdraw(page);
  for (const lang of SCREEN_LANGS) {
    await page.evaluate((code) => localStorage.setItem("APP_LANG", code), lang);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const t = texts(lang);
    const main = page.getByRole("main");
    await expect(main.getByText(t.list!.loading!, { exact: true })).toHaveCount(0);
    await animationsDone(page);
    await shot(page, `${screenshotDir}/withdraw-scan-page-${lang}.png`, { fullPage: true });
    expect(await horizontalOverflow(page), `withdraw in ${lang}`).toEqual([]);

    await main.getByRole("button", { name: t.scan!.scan!, exact: true }).click();
    const sheet = page.getByRole("dialog", { name: t.scan!.title! });
    await expect(sheet).toContainText(t.scan!.absent!);
    await animationsDone(page);
    await shot(page, `${screenshotDir}/withdraw-scan-sheet-${lang}.png`);
    expect(await horizontalOverflow(page), `scanner in ${lang}`).toEqual([]);
    await sheet.getByRole("button", { name: t.scan!.close! }).click();
  }
});
