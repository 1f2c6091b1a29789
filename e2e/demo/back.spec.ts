import { expect, type Page } from "@playwright/test";

import { openPanel, sheet } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

const back = (page: Page) => page.getByRole("main").getByRole("button", { name: "Back", exact: true });
const title = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("back returns to the page the user came from, step by step, and ends at home", async ({ page }) => {
  await startSignedIn(page, "User with history");
  await page.getByRole("main").getByRole("button", { name: "Stake NFT", exact: true }).click();
  await expect(title(page, "Stake NFT")).toBeVisible();
  const panel = await openPanel(page);
  await panel
    .getByRole("navigation", { name: "Shortcuts" })
    .getByRole("button", { name: "Exchange" })
    .click();
  await page.getByRole("main").getByRole("link", { name: "Exchange records" }).click();
  await expect(title(page, "Exchange records")).toBeVisible();

  await back(page).click();
  await expect(page).toHaveURL(/#\/exchange$/);
  await expect(title(page, "Exchange")).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/#\/stake$/);
  await back(page).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(back(page)).toHaveCount(0);
});

test("a page opened directly (a shared link, a new tab) goes back to home", async ({ page, context }) => {
  await startSignedIn(page, "User with history");
  // A new tab shares the session: its history starts at the bill.
  const tab = await context.newPage();
  await tab.goto("/#/billLogs");
  await expect(title(tab, "My bill")).toBeVisible();
  await back(tab).click();
  await expect(tab).toHaveURL(/#\/home$/);
  await expect(tab.getByRole("heading", { level: 1, name: "Welcome to Holder" })).toBeAttached();
});

test("the language page, open to visitors, has a back control too", async ({ page }) => {
  await page.goto("/#/language");
  await expect(title(page, "Language")).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test("the browser's back closes the menu or the wallet panel and stays on the page", async ({ page }) => {
  await startSignedIn(page, "User with history");
  await page.getByRole("main").getByRole("button", { name: "Stake NFT", exact: true }).click();
  await expect(page).toHaveURL(/#\/stake$/);

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(sheet(page, "Menu")).toBeVisible();
  await page.goBack();
  await expect(sheet(page, "Menu")).toHaveCount(0);
  await expect(page).toHaveURL(/#\/stake$/);
  await expect(page.getByRole("heading", { level: 1, name: "Stake NFT" })).toBeVisible();

  await openPanel(page);
  await page.goBack();
  await expect(sheet(page, "My wallet")).toHaveCount(0);
  await expect(page).toHaveURL(/#\/stake$/);

  // With no sheet open, back is back again; and a menu item still navigates forward.
  await page.goBack();
  await expect(page).toHaveURL(/#\/home$/);
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await sheet(page, "Menu").getByRole("button", { name: "My bill" }).click();
  await expect(page).toHaveURL(/#\/billLogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "My bill" })).toBeVisible();
});

test("after an address typed outside the app, Back still closes the menu first, then a dialog, then leaves", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  // Typed into the address bar: entries the router did not make.
  await page.goto("/#/billLogs");
  await expect(title(page, "My bill")).toBeVisible();
  await page.goto("/#/exchange");
  await expect(title(page, "Exchange")).toBeVisible();

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(sheet(page, "Menu")).toBeVisible();
  await page.goBack();
  await expect(sheet(page, "Menu")).toHaveCount(0);
  await expect(page).toHaveURL(/#\/exchange$/);

  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Amount of USDT to sell" }).fill("20");
  await main.getByRole("button", { name: "Exchange", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm exchange" });
  await expect(confirm).toBeVisible();
  await page.goBack();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/#\/exchange$/);
  await expect(main.getByRole("textbox", { name: "Amount of USDT to sell" })).toHaveValue("20");

  await page.goBack();
  await expect(page).toHaveURL(/#\/billLogs$/);
  await expect(title(page, "My bill")).toBeVisible();
});
