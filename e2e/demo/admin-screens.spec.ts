import { expect, type Locator, type Page } from "@playwright/test";
import { askWithdrawal } from "./askWithdrawal";
import { SCREEN_LANGS, signInAs } from "./helpers";
import { animationsDone, horizontalOverflow } from "./shellHelpers";
import { texts } from "./languages";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test.describe.configure({ timeout: 180_000 });

const HISTORY = "0x6F20b1FbC40Cf4aA69db2EA51cC5147c493fd816";

async function showLanguage(page: Page, lang: string) {
  await page.evaluate((code) => localStorage.setItem("APP_LANG", code), lang);
  await page.goto("/#/admin");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

async function shoot(page: Page, part: Locator, name: string, lang: string) {
  await part.scrollIntoViewIfNeeded();
  await animationsDone(page);
  await shot(part, `${screenshotDir}/admin-${name}-${lang}.png`);
}

/**
 * The admin page's sections and dialogs at 390 × 844 in English and the screen languages
 * (`SCREEN_LANGS=zh-CN,ru,th`): overview, review with its counted tabs, the approve dialog, the lookup's answer and
 * the stake list. Nothing may stick out sideways.
 */
test("the admin's sections and dialogs at 390 × 844 in each screen language", async ({ page }) => {
  await startSignedIn(page, "User with history");
  await askWithdrawal(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto("/");
  await signInAs(page, "Admin");

  for (const lang of SCREEN_LANGS) {
    await showLanguage(page, lang);
    const t = texts(lang);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: t.routes!.admin! })).toBeVisible();
    await expect(main.getByText(t.list!.loading!, { exact: true })).toHaveCount(0);

    const overview = main.getByRole("list", { name: t.admin!.overview! });
    await expect(overview.getByRole("button")).toHaveCount(4);
    await shoot(page, main.locator("#admin-overview"), "overview", lang);

    const review = main.locator("#admin-review");
    await expect(review.getByRole("tab").first()).toContainText(/\d/);
    await shoot(page, review, "review", lang);
    const approvePrefix = t.admin!.approveLabel!.split("{{what}}")[0]!.trim();
    await review
      .getByRole("button", { name: new RegExp(`^${approvePrefix}`) })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: t.admin!.approveTitle! });
    await expect(dialog).toBeVisible();
    await animationsDone(page);
    await shot(page, `${screenshotDir}/admin-approve-dialog-${lang}.png`);
    expect(await horizontalOverflow(page), `approve dialog in ${lang}`).toEqual([]);
    await dialog.getByRole("button", { name: t.records!.cancel! }).click();

    const lookup = main.getByRole("region", { name: t.admin!.lookupTitle! });
    await lookup.getByRole("textbox", { name: t.admin!.lookupAddress! }).fill(HISTORY);
    await lookup.getByRole("button", { name: t.admin!.lookUp! }).click();
    await expect(lookup.getByRole("article", { name: t.admin!.lookupResult! })).toContainText(HISTORY);
    await shoot(page, lookup, "lookup", lang);

    const stakes = main.locator("#admin-stakes");
    await expect(stakes.getByRole("listitem").first()).toBeVisible();
    await shoot(page, stakes, "stakes", lang);
    expect(await horizontalOverflow(page), `admin page in ${lang}`).toEqual([]);
  }
});
