import { expect, type Page } from "@playwright/test";
import { axe } from "./axe";
import { SCREEN_LANGS } from "./helpers";
import { animationsDone, horizontalOverflow } from "./shellHelpers";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WECHAT =
  "Mozilla/5.0 (Linux; Android 13; V2055A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MicroMessenger/8.0.48.2580(0x28003035) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN";

/** A browser without a wallet (the demo wallet's announcement is stopped) in `lang`, opened by an invite link. */
async function openWithoutWallet(page: Page, lang: string) {
  await page.addInitScript((code) => {
    localStorage.setItem("APP_LANG", code);
    window.addEventListener("eip6963:announceProvider", (event) => event.stopImmediatePropagation(), true);
  }, lang);
  await page.goto("/#/home?invite_code=HOLDER");
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.locator(".connect-button").click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  await animationsDone(page);
  expect.soft(await horizontalOverflow(page), lang).toEqual([]);
  return sheet;
}

test.describe("the no-wallet sheet on a phone", () => {
  test.use({ userAgent: IPHONE });
  for (const lang of SCREEN_LANGS) {
    test(`lists the wallet apps in ${lang}`, async ({ page }) => {
      const sheet = await openWithoutWallet(page, lang);
      await expect(sheet.getByRole("listitem")).toHaveCount(8);
      await shot(page, `${screenshotDir}/no-wallet-phone-${lang}.png`);
      if (lang === "en") await axe(page, '[role="dialog"]');
      await sheet.getByRole("listitem").last().scrollIntoViewIfNeeded();
      await shot(page, `${screenshotDir}/no-wallet-phone-end-${lang}.png`);
    });
  }
});

test.describe("the no-wallet sheet in a chat app", () => {
  test.use({ userAgent: WECHAT });
  test("shows the way to the browser", async ({ page }) => {
    const sheet = await openWithoutWallet(page, SCREEN_LANGS.at(-1)!);
    await expect(sheet.getByRole("listitem")).toHaveCount(3);
    await shot(page, `${screenshotDir}/no-wallet-wechat-${SCREEN_LANGS.at(-1)}.png`);
    await axe(page, '[role="dialog"]');
  });
});

test("the no-wallet sheet on a computer shows the QR code", async ({ page }) => {
  const sheet = await openWithoutWallet(page, "en");
  await expect(sheet.getByRole("img", { name: "QR code of this page's address" })).toBeVisible();
  await shot(page, `${screenshotDir}/no-wallet-computer-en.png`);
  await axe(page, '[role="dialog"]');
});
