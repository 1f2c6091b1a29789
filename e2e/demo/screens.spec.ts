import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { screenshotDir, signInAs } from "./helpers";
import { animationsDone, horizontalOverflow } from "./shellHelpers";

type Texts = Record<string, Record<string, string>>;
const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Texts;

const ALL = ["en", "zh-CN", "zh-TW", "ja", "ko", "vi", "ms", "th", "id", "ru", "es", "tr", "pt-BR", "pt-PT"];
/** Screenshots are kept for these (the others are only measured). */
const SHOTS = new Set(["en", "zh-CN", "ru", "vi", "th"]);

async function check(page: Page, lang: string, name: string, shot: boolean) {
  await animationsDone(page); // sheets slid in, overlays faded in
  if (shot) await page.screenshot({ path: `${screenshotDir}/${name}-${lang}.png` });
  expect(await horizontalOverflow(page), `${name} in ${lang}`).toEqual([]);
}

async function useLanguage(page: Page, lang: string) {
  await page.evaluate((code) => localStorage.setItem("APP_LANG", code), lang);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test.describe.configure({ timeout: 60_000 });

/** 390 px for every language, and the narrowest phone (360 px) for the longest texts. */
const RUNS = [
  ...ALL.map((lang) => ({ lang, width: 390 })),
  ...["ru", "vi", "th"].map((lang) => ({ lang, width: 360 })),
];

for (const { lang, width } of RUNS) {
  test(`every surface fits ${width} px in ${lang}`, async ({ page }) => {
    if (width !== 390) await page.setViewportSize({ width, height: 800 });
    const shot = width === 390 && SHOTS.has(lang);
    const t = texts(lang);
    const sheetNamed = (name: string) => page.getByRole("dialog", { name });
    await page.goto("/");
    // The first start seeds the demo personas (seconds on a busy 2-core runner); let it finish before reloading.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    await useLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check(page, lang, "home-visitor", shot);

    // The invite confirmation dialog, then a signed-in new user without inviter.
    await useLanguage(page, "en");
    await page.goto("/#/home?invite_code=HOLDER");
    await signInAs(page, "New user");
    await useLanguage(page, lang);
    await expect(page.getByRole("banner").getByRole("button", { name: /0x/ })).toBeVisible();
    await page.goto("/#/home?invite_code=HOLDER");
    const dialog = sheetNamed(t.invite!.confirmTitle!);
    await expect(dialog).toBeVisible();
    await check(page, lang, "invite-dialog", shot);
    await dialog.getByRole("button", { name: t.invite!.reject! }).click();
    await expect(dialog).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: t.home!.bindAction! })).toBeVisible();
    await expect(main.getByText("$0.00").or(main.getByText("$0,00"))).toBeVisible();
    await check(page, lang, "home-new-user", shot);

    await main.getByRole("button", { name: t.home!.bindAction! }).click();
    const invite = sheetNamed(t.inviteSheet!.title!);
    await expect(invite).toBeVisible();
    await check(page, lang, "invite-sheet", shot);
    await invite.getByRole("textbox").fill("HOLDER");
    await invite.getByRole("button", { name: t.inviteSheet!.confirm! }).click();
    await expect(invite).toHaveCount(0);
    await main.getByRole("button", { name: t.routes!.node! }).click();
    await expect(sheetNamed(t.node!.title!)).toBeVisible();
    await check(page, lang, "node-sheet", shot);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: t.header!.menu!, exact: true }).click();
    await expect(sheetNamed(t.menu!.title!)).toBeVisible();
    await check(page, lang, "menu", shot);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The user with history: assets on home, the panel's tabs.
    await page.getByRole("banner").getByRole("button", { name: /0x/ }).click();
    const reloaded = page.waitForEvent("load");
    await sheetNamed(t.panel!.title!).getByRole("button", { name: t.panel!.disconnect! }).click();
    await reloaded;
    await useLanguage(page, "en");
    await signInAs(page, "User with history");
    await useLanguage(page, lang);
    await expect(main.getByText(/^\$\d{1,3}(\D\d{3})*\D\d{2}$/)).toBeVisible(); // the total, grouped per language
    await check(page, lang, "home-signed-in", shot);
    await page.getByRole("banner").getByRole("button", { name: /0x/ }).click();
    const panel = sheetNamed(t.panel!.title!);
    await expect(panel.getByRole("tabpanel").getByRole("listitem")).toHaveCount(4);
    await check(page, lang, "panel-token", shot);
    await panel.getByRole("tab", { name: t.panel!.nftTab!, exact: true }).click();
    await expect(panel.getByRole("list", { name: t.panel!.available! })).toBeVisible();
    await check(page, lang, "panel-nft", shot);
    await panel.getByRole("tab", { name: t.panel!.staked!, exact: true }).click();
    await expect(panel.getByRole("list", { name: t.panel!.staked! })).toBeVisible();
    await check(page, lang, "panel-staked", shot);
  });
}
