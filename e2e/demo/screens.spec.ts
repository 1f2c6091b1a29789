import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { screenshotDir, signInAs } from "./helpers";
import { test as shared } from "./sharedPage";
import { animationsDone, horizontalOverflow } from "./shellHelpers";

type Texts = Record<string, Record<string, string>>;
const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Texts;

const ALL = ["en", "zh-CN", "zh-TW", "ja", "ko", "vi", "ms", "th", "id", "ru", "es", "tr", "pt-BR", "pt-PT"];
/** Screenshots are kept for these (the others are only measured). */
const SHOTS = new Set(["en", "zh-CN", "ru", "vi", "th"]);

interface Run {
  lang: string;
  width: number;
}

/** 390 px for every language, and the narrowest phone (360 px) for the longest texts. */
const RUNS: Run[] = [
  ...ALL.map((lang) => ({ lang, width: 390 })),
  ...["ru", "vi", "th"].map((lang) => ({ lang, width: 360 })),
];
/** Two halves, so both workers share the languages; each half signs in once, not once per language. */
const HALVES = [RUNS.slice(0, 9), RUNS.slice(9)];
const label = (runs: Run[]) =>
  runs.map((r) => (r.width === 390 ? r.lang : `${r.lang}@${r.width}`)).join(", ");

async function check(page: Page, run: Run, name: string) {
  await animationsDone(page); // sheets slid in, overlays faded in
  if (run.width === 390 && SHOTS.has(run.lang))
    await page.screenshot({ path: `${screenshotDir}/${name}-${run.lang}.png` });
  // Soft: one language that overflows does not hide the next one's result.
  expect.soft(await horizontalOverflow(page), `${name} at ${run.width} px in ${run.lang}`).toEqual([]);
}

/** Shows the app in `run`'s language and width (the language is read at start, so the page reloads). */
async function use(page: Page, run: Run) {
  await page.setViewportSize({ width: run.width, height: run.width === 390 ? 844 : 800 });
  await page.evaluate((code) => localStorage.setItem("APP_LANG", code), run.lang);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", run.lang);
}

const sheetNamed = (page: Page, name: string) => page.getByRole("dialog", { name });

test.describe.configure({ timeout: 180_000 });

for (const half of HALVES) {
  // Its own page: it binds the new user to an inviter.
  test(`a visitor's and a new user's surfaces fit: ${label(half)}`, async ({ page }) => {
    const main = page.getByRole("main");
    await page.goto("/");
    // The first start seeds the demo personas (seconds on a busy 2-core runner); let it finish before reloading.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    for (const run of half) {
      await test.step(`visitor home, ${run.lang} at ${run.width} px`, async () => {
        await use(page, run);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await check(page, run, "home-visitor");
      });
    }

    // A new user invited by a link: the confirmation dialog, home without an inviter, the invite sheet.
    await use(page, { lang: "en", width: 390 });
    await page.goto("/#/home?invite_code=HOLDER");
    await signInAs(page, "New user");
    for (const run of half) {
      await test.step(`new user, ${run.lang} at ${run.width} px`, async () => {
        const t = texts(run.lang);
        await use(page, run);
        await expect(page.getByRole("banner").getByRole("button", { name: /0x/ })).toBeVisible();
        await page.goto("/#/home?invite_code=HOLDER");
        const dialog = sheetNamed(page, t.invite!.confirmTitle!);
        await expect(dialog).toBeVisible();
        await check(page, run, "invite-dialog");
        await dialog.getByRole("button", { name: t.invite!.reject! }).click();
        await expect(dialog).toHaveCount(0);
        await expect(main.getByRole("button", { name: t.home!.bindAction! })).toBeVisible();
        await expect(main.getByText("$0.00").or(main.getByText("$0,00"))).toBeVisible();
        await check(page, run, "home-new-user");
        await main.getByRole("button", { name: t.home!.bindAction! }).click();
        await expect(sheetNamed(page, t.inviteSheet!.title!)).toBeVisible();
        await check(page, run, "invite-sheet");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    }

    // Bound to an inviter: the node purchase sheet and the menu.
    const en = texts("en");
    await page.goto("/#/home"); // the invite link would ask again after the reload
    await use(page, { lang: "en", width: 390 });
    await main.getByRole("button", { name: en.home!.bindAction! }).click();
    const invite = sheetNamed(page, en.inviteSheet!.title!);
    await invite.getByRole("textbox").fill("HOLDER");
    await invite.getByRole("button", { name: en.inviteSheet!.confirm! }).click();
    await expect(invite).toHaveCount(0);
    await expect(main.getByRole("button", { name: en.home!.bindAction! })).toHaveCount(0);
    for (const run of half) {
      await test.step(`node sheet and menu, ${run.lang} at ${run.width} px`, async () => {
        const t = texts(run.lang);
        await use(page, run);
        await expect(page.getByRole("banner").getByRole("button", { name: /0x/ })).toBeVisible();
        await main.getByRole("button", { name: t.routes!.node! }).click();
        await expect(sheetNamed(page, t.node!.title!)).toBeVisible();
        await check(page, run, "node-sheet");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await page.getByRole("button", { name: t.header!.menu!, exact: true }).click();
        await expect(sheetNamed(page, t.menu!.title!)).toBeVisible();
        await check(page, run, "menu");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    }
  });

  shared(`the user with history's surfaces fit: ${label(half)}`, async ({ sharedPage }) => {
    const page = await sharedPage("User with history");
    const main = page.getByRole("main");
    for (const run of half) {
      await test.step(`home and wallet panel, ${run.lang} at ${run.width} px`, async () => {
        const t = texts(run.lang);
        await use(page, run);
        await expect(main.getByText(/^\$\d{1,3}(\D\d{3})*\D\d{2}$/)).toBeVisible(); // the total, grouped per language
        await check(page, run, "home-signed-in");
        await page.getByRole("banner").getByRole("button", { name: /0x/ }).click();
        const panel = sheetNamed(page, t.panel!.title!);
        await expect(panel.getByRole("tabpanel").getByRole("listitem")).toHaveCount(4);
        await check(page, run, "panel-token");
        await panel.getByRole("tab", { name: t.panel!.nftTab!, exact: true }).click();
        await expect(panel.getByRole("list", { name: t.panel!.available! })).toBeVisible();
        await check(page, run, "panel-nft");
        await panel.getByRole("tab", { name: t.panel!.staked!, exact: true }).click();
        await expect(panel.getByRole("list", { name: t.panel!.staked! })).toBeVisible();
        await check(page, run, "panel-staked");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    }
  });
}
