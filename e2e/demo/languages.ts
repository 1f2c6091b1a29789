import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

/** A locale file's texts, read as a user of that language sees them (for names and titles in the screenshot specs). */
export type Texts = Record<string, Record<string, string>>;
export const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Texts;
export const routes = (lang: string) => texts(lang).routes as Record<string, string>;

/** Switches the app to `lang` as the language page does (stored choice, reload), and waits for it. */
export async function useLanguage(page: Page, lang: string) {
  await page.evaluate((code) => localStorage.setItem("APP_LANG", code), lang);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang, { timeout: 15_000 });
}
