import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { LANGUAGES } from "../../src/i18n/languages";

import { test } from "./sharedPage";
import { animationsDone, horizontalOverflow } from "./shellHelpers";
import { screenshotDir, shot } from "../shots";

type Texts = Record<string, Record<string, string>>;
const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Texts;

const ALL = LANGUAGES.map((l) => l.code);
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
/** Two halves, so both workers share the languages. */
const HALVES = [RUNS.slice(0, 9), RUNS.slice(9)];
const label = (runs: Run[]) =>
  runs.map((r) => (r.width === 390 ? r.lang : `${r.lang}@${r.width}`)).join(", ");

async function check(page: Page, run: Run, name: string) {
  await animationsDone(page); // sheets slid in, overlays faded in
  if (run.width === 390 && SHOTS.has(run.lang)) await shot(page, `${screenshotDir}/${name}-${run.lang}.png`);
  // Soft: one language that overflows does not hide the next one's result.
  expect.soft(await horizontalOverflow(page), `${name} at ${run.width} px in ${run.lang}`).toEqual([]);
}

/** Shows the app in `run`'s language, chosen on the language page as a user does, and at `run`'s width. */
async function use(page: Page, run: Run) {
  await page.setViewportSize({ width: run.width, height: run.width === 390 ? 844 : 800 });
  await page.goto("/#/language");
  const name = LANGUAGES.find((l) => l.code === run.lang)!.name;
  await page.getByRole("main").getByRole("button", { name }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", run.lang);
}

const sheetNamed = (page: Page, name: string) => page.getByRole("dialog", { name });

test.describe.configure({ timeout: 180_000 });

// Each half looks at every surface in its languages through three shared pages (sharedPage.ts): none of it changes
// data. The invite dialog is rejected, which binds nothing.
for (const half of HALVES) {
  test(`a visitor's and a new user's surfaces fit: ${label(half)}`, async ({ sharedPage }) => {
    const visitor = await sharedPage("Visitor");
    for (const run of half) {
      await test.step(`visitor home, ${run.lang} at ${run.width} px`, async () => {
        await use(visitor, run);
        await visitor.goto("/#/home");
        await expect(visitor.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        await check(visitor, run, "home-visitor");
      });
    }

    // A new user invited by a link: the confirmation dialog, home without an inviter, the invite sheet.
    const page = await sharedPage("New user");
    const main = page.getByRole("main");
    for (const run of half) {
      await test.step(`new user, ${run.lang} at ${run.width} px`, async () => {
        const t = texts(run.lang);
        await use(page, run);
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
  });

  test(`the user with history's surfaces fit: ${label(half)}`, async ({ sharedPage }) => {
    const page = await sharedPage("User with history");
    const main = page.getByRole("main");
    const banner = page.getByRole("banner");
    for (const run of half) {
      await test.step(`home, node sheet, menu and wallet panel, ${run.lang} at ${run.width} px`, async () => {
        const t = texts(run.lang);
        await use(page, run);
        await page.goto("/#/home");
        await expect(main.getByText(/^\$\d{1,3}(\D\d{3})*\D\d{2}$/)).toBeVisible(); // the total, grouped per language
        await check(page, run, "home-signed-in");
        await main.getByRole("button", { name: t.home!.node! }).click();
        await expect(sheetNamed(page, t.node!.title!)).toBeVisible();
        await check(page, run, "node-sheet");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await banner.getByRole("button", { name: t.header!.menu!, exact: true }).click();
        await expect(sheetNamed(page, t.menu!.title!)).toBeVisible();
        await check(page, run, "menu");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await banner.getByRole("button", { name: /0x/ }).click();
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
