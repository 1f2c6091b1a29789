import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test("the language page switches, remembers the choice and the API follows it", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/language");
  await page.getByRole("button", { name: "日本語" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const japaneseTitle = await page.getByRole("heading", { level: 1 }).textContent();
  expect(japaneseTitle).not.toBe("Choose your language");
  expect(await page.evaluate(() => localStorage.getItem("APP_LANG"))).toBe("ja");

  const userInfo = page.waitForRequest((r) => r.url().endsWith("/api/user/info"));
  await page.reload();
  expect((await userInfo).headers()["accept-language"]).toBe("ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(japaneseTitle!);
  await page.goto("/#/home");
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(japaneseTitle!);
  await shot(page, `${screenshotDir}/home-signed-in-ja.png`);
});

for (const lang of ["zh-CN", "ru", "vi", "th"]) {
  test(`the visitor's home and menu fit the screen in ${lang}`, async ({ sharedPage }) => {
    const page = await sharedPage("Visitor");
    await page.evaluate((code) => localStorage.setItem("APP_LANG", code), lang);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const texts = JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as { header: { menu: string } };
    await page.getByRole("button", { name: texts.header.menu, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `${screenshotDir}/menu-${lang}.png`);
  });
}
