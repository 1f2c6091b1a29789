import type { CoinBalance } from "../../src/api/wire";
import { toFixedPlaces, units } from "../../src/lib/money/units";
import { mul, roundTo } from "../../src/lib/money/arithmetic";
import { pageApi } from "../pageApi";
import { expect, type Locator, type Page } from "@playwright/test";

/** The open bottom sheet or dialog named `name`. */
export function sheet(page: Page, name: string | RegExp): Locator {
  return page.getByRole("dialog", { name });
}

export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = sheet(page, "Menu");
  await expect(menu).toBeVisible();
  return menu;
}

export async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^0x\S+ My wallet$/ }).click();
  const panel = sheet(page, "My wallet");
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Disconnects from the wallet panel and waits for the reload it causes, so that the next step starts on the
 * visitor's page.
 */
export async function signOut(page: Page): Promise<void> {
  const panel = await openPanel(page);
  const reloaded = page.waitForEvent("load");
  await panel.getByRole("button", { name: "Disconnect" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
}

/** The wallet panel's token list, opened afresh: the balances a user checks after moving money. */
export async function panelShows(page: Page, balances: Record<string, string>): Promise<void> {
  const panel = await openPanel(page);
  const coins = panel.getByRole("tabpanel").getByRole("listitem");
  for (const [coin, amount] of Object.entries(balances))
    await expect(coins.filter({ hasText: new RegExp(`^\\S*\\s*${coin}\\s*Price`) })).toContainText(amount);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
}

/** The toast area (the only role=status on the page). */
export function toasts(page: Page): Locator {
  return page.getByRole("status");
}

/**
 * No toast is showing a moment after the step just taken. Read once: a negative `expect` would retry until a toast
 * raised by that step had faded, and pass.
 */
export async function saysNothing(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  expect(((await toasts(page).textContent()) ?? "").trim()).toBe("");
}

/** Waits for a toast saying `text`; the first that does, as an earlier toast may still be showing. */
export async function toastSays(page: Page, text: string | RegExp): Promise<void> {
  await expect(toasts(page).filter({ hasText: text }).first()).toBeVisible();
}

/** Waits for every finite CSS animation (sheets sliding in, overlays fading) to finish. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Height of a sheet as a share of the viewport, once its slide-up has finished. */
export async function heightShare(page: Page, dialog: Locator): Promise<number> {
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  return Math.round((box!.height / viewport.height) * 100);
}

/** Waits until the home page has rendered (a visitor or a signed-in user). */
export async function homeReady(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
}

/**
 * Nothing sticks out sideways: the page does not scroll horizontally and no block box's content is wider than
 * the box (text that would spill out of a tile, a tab or a button). Returns the offenders, to read in a failure.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width)
      out.push(`page ${document.documentElement.scrollWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.display === "none" || style.position === "fixed") continue;
      if (el.closest(".sr-only")) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const label = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").slice(0, 30)}"`;
      if (rect.right > width + 0.5 || rect.left < -0.5) out.push(`outside ${label}`);
      const clipped = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (!clipped && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) out.push(`spills ${label}`);
    }
    return out;
  });
}

/**
 * The total-assets texts the user should see ("$12,159.97", "≈ 12,159.9688 USDT" in English): Σ money × price of
 * what the backend says the signed-in user holds, computed with the same exact decimals as the app.
 */
export async function expectedTotals(page: Page): Promise<{ usd: string; usdt: string }> {
  const coins = (await pageApi<CoinBalance[]>(page, "GET", "/api/user/coins")).data;
  const total = coins.reduce((sum, c) => sum + mul(units(c.money), units(c.price), "halfAwayFromZero"), 0n);
  const grouped = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const [whole2, frac2] = toFixedPlaces(roundTo(total, 2, "halfAwayFromZero"), 2).split(".");
  const [whole4, frac4] = toFixedPlaces(roundTo(total, 4, "halfAwayFromZero"), 4).split(".");
  return {
    usd: `$${grouped(whole2!)}.${(frac2 ?? "").padEnd(2, "0")}`,
    usdt: `≈ ${grouped(whole4!)}.${(frac4 ?? "").padEnd(4, "0")} USDT`,
  };
}
