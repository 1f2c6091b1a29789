import { expect } from "@playwright/test";
import { test } from "./sharedPage";
import { heightShare, openMenu, sheet } from "./shellHelpers";

test.describe("header", () => {
  test("a visitor sees the logo, connect wallet and menu; the logo goes home", async ({ sharedPage }) => {
    const page = await sharedPage("Visitor");
    await page.goto("/#/language");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Connect wallet" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(banner.getByRole("button", { name: /^Wallet/ })).toHaveCount(0);
    await banner.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test("a signed-in user sees the masked address, which opens the wallet panel", async ({ sharedPage }) => {
    const page = await sharedPage("User with history");
    const banner = page.getByRole("banner");
    const wallet = banner.getByRole("button", { name: /^0x\S+ My wallet$/ });
    // The accessible name starts with the visible masked address (Lighthouse's label-content-name-mismatch).
    await expect(wallet).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} My wallet$/);
    await expect(wallet.locator(".address-button-text")).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
    await expect(banner.getByRole("button", { name: "Connect wallet" })).toHaveCount(0);
    await wallet.click();
    const panel = sheet(page, "My wallet");
    await expect(panel).toBeVisible();
    expect(await heightShare(page, panel)).toBe(90);
  });
});

test.describe("sheets", () => {
  test("the menu sheet takes 90%, traps focus, closes with Escape and gives focus back", async ({
    sharedPage,
  }) => {
    const page = await sharedPage("Visitor");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const menu = await openMenu(page);
    expect(await heightShare(page, menu)).toBe(90);
    // Focus starts inside and Tab (and Shift+Tab) never leaves it.
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("a sheet closes with its overlay and its close button, and the page behind does not scroll", async ({
    sharedPage,
  }) => {
    const page = await sharedPage("Visitor");
    const menu = await openMenu(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.click(195, 30); // the overlay above the 90% sheet
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await openMenu(page);
    await sheet(page, "Menu").getByRole("button", { name: "Close menu" }).click();
    await expect(sheet(page, "Menu")).toHaveCount(0);
  });

  test("the wallet panel opened from the menu returns focus to the wallet entry's opener", async ({
    sharedPage,
  }) => {
    const page = await sharedPage("New user");
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "My wallet" }).click();
    const panel = sheet(page, "My wallet");
    await expect(panel).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
  });
});

test("the shell keeps clear of the phone's safe areas", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  // env(safe-area-inset-*) is 0 in a desktop browser; the rules that use it are what can be checked.
  const rules = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((s) => [...s.cssRules])
      .map((r) => r.cssText)
      .filter((t) => t.includes("safe-area-inset")),
  );
  expect(rules.join("\n")).toMatch(/safe-area-inset-top/);
  expect(rules.join("\n")).toMatch(/safe-area-inset-bottom/);
  expect(rules.join("\n")).toMatch(/safe-area-inset-left/);
});
