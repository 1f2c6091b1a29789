import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { signInAs } from "./helpers";
import { animationsDone, openMenu, sheet, toasts } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test.describe.configure({ timeout: 120_000 });

type Texts = Record<string, Record<string, string>>;
const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Texts;

/** The bill's rows of one change type (saying no entries match when there are none). */
async function billRows(page: Page, changeType: string) {
  const m = page.getByRole("main");
  await page.goto("/#/billLogs");
  await m.getByRole("combobox", { name: "Change type" }).selectOption({ label: changeType });
  return m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
}

test("reset demo starts over: logged out at home, today's check-in gone, the seeded history back", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  const m = page.getByRole("main");

  // Something visible to undo: today's check-in, paid into the bill.
  await page.goto("/#/checkin");
  await m.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(toasts(page)).toContainText("Checked in");
  await expect(m.getByText("Checked in today")).toBeVisible();
  await expect(await billRows(page, "Check-in reward")).toHaveCount(1);
  await expect(await billRows(page, "Recharge")).toHaveCount(2);

  // Cancel changes nothing.
  let menu = await openMenu(page);
  await menu.getByRole("button", { name: "Reset demo" }).click();
  let dialog = sheet(page, "Start the demo over?");
  await expect(dialog).toContainText("Every demo account, balance, NFT and record goes back");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();

  await menu.getByRole("button", { name: "Reset demo" }).click();
  dialog = sheet(page, "Start the demo over?");
  await animationsDone(page);
  await shot(page, `${screenshotDir}/reset-demo-dialog-en.png`);
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Reset demo" }).click();
  await reloaded;

  // Home, logged out, and the demo wallet no longer connected to the site.
  await expect(page).toHaveURL(/\/#\/home$/);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toHaveCount(0);
  const stored = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("address")]);
  expect(stored).toEqual([null, null]);
  menu = await openMenu(page);
  await expect(menu.getByRole("button", { name: "Reset demo" })).toBeVisible();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toHaveCount(0);

  // signInAs picks the persona again: the demo wallet asks which account, as on a first visit.
  await signInAs(page, "User with history");
  await page.goto("/#/checkin");
  await expect(m.getByText("Not checked in yet today")).toBeVisible();
  await expect(m.getByRole("definition").first()).toHaveText("0");
  const checkins = await billRows(page, "Check-in reward");
  await expect(m.getByText("No entries match these filters")).toBeVisible();
  await expect(checkins).toHaveCount(0);
  await expect(await billRows(page, "Recharge")).toHaveCount(2);
});

test("the reset dialog in Chinese", async ({ page }) => {
  const t = texts("zh-CN");
  await page.addInitScript(() => localStorage.setItem("APP_LANG", "zh-CN"));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByRole("button", { name: t.header!.menu!, exact: true }).click();
  const menu = sheet(page, t.menu!.title!);
  await menu.getByRole("button", { name: t.resetDemo!.action! }).click();
  const dialog = sheet(page, t.resetDemo!.title!);
  await expect(dialog).toContainText(t.resetDemo!.text!);
  await animationsDone(page);
  await shot(page, `${screenshotDir}/reset-demo-dialog-zh-CN.png`);
  // Escape leaves the topmost layer only: the dialog goes, the menu under it stays.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.waitForTimeout(400); // longer than the sheet's closing slide
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("button", { name: t.resetDemo!.action! })).toBeFocused();
});
