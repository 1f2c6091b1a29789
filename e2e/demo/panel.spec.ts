import type { CoinBalance } from "../../src/api/wire";
import { toFixedPlaces, units } from "../../src/lib/money/units";
import { roundTo } from "../../src/lib/money/arithmetic";
import { pageApi } from "../pageApi";
import { expect, type Page } from "@playwright/test";
import { type Persona } from "./helpers";
import { startSignedIn } from "./seededDemo";
import { test, test as own } from "./sharedPage";
import { expectedTotals, openPanel, toasts } from "./shellHelpers";

async function signedInPanel(sharedPage: (who: Persona) => Promise<Page>, persona: Persona) {
  const page = await sharedPage(persona);
  return { page, panel: await openPanel(page) };
}

test("the panel shows the ID, the masked address, the node badge and the totals of the user with history", async ({
  sharedPage,
}) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await expect(panel.getByText(/^ID: [A-Z0-9]{6}$/)).toBeVisible();
  await expect(panel.getByText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)).toBeVisible();
  await expect(panel.getByText("Intermediate node")).toBeVisible();
  const expected = await expectedTotals(page);
  const totals = panel.getByRole("definition");
  await expect(totals.first()).toHaveText(expected.usd);
  await expect(totals.last()).toHaveText(expected.usdt);
});

test("copying the address puts the whole address on the clipboard and says so", async ({ sharedPage }) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await panel.getByRole("button", { name: "Copy address" }).click();
  await expect(toasts(page)).toContainText("Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(copied.toLowerCase()).toBe(
    (await page.evaluate(() => localStorage.getItem("address")))?.toLowerCase(),
  );
});

test("the token tab lists coins with price to 3 and amount to 4 decimals, coin 3 releasing and explained", async ({
  sharedPage,
}) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await expect(panel.getByRole("tab", { name: "Token" })).toHaveAttribute("aria-selected", "true");
  const coins = panel.getByRole("tabpanel").getByRole("listitem");
  await expect(coins).toHaveCount(4);
  const held = (await pageApi<CoinBalance[]>(page, "GET", "/api/user/coins")).data;
  const shown = (id: number) => {
    const [whole, frac] = toFixedPlaces(
      roundTo(units(held.find((c) => c.coin_id === id)!.money), 4, "halfAwayFromZero"),
      4,
    ).split(".");
    return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${(frac ?? "").padEnd(4, "0")}`;
  };
  const escaped = (text: string) => text.replace(/[.$]/g, "\\$&");
  await expect(coins.nth(0)).toHaveText(
    new RegExp(`^U\\s*USDT\\s*Price \\$1\\.000\\s*${escaped(shown(1))}$`),
  );
  await expect(coins.nth(1)).toHaveText(new RegExp(`HOLD\\s*Price \\$0\\.125\\s*${escaped(shown(2))}$`));
  await expect(coins.nth(1)).not.toContainText("Releasing");
  // The releasing balance says what it holds and what it is for (decision 0044).
  await expect(coins.nth(2)).toHaveText(
    new RegExp(
      `HOLD\\s*Releasing\\s*Price \\$0\\.125\\s*Stake income you received\\. Exchange it for USDT\\.\\s*${escaped(shown(3))}$`,
    ),
  );
  await expect(coins.nth(3)).toHaveText(new RegExp(`BNB\\s*Price \\$612\\.500\\s*${escaped(shown(4))}$`));
});

test("a click on a coin opens the bill filtered to that coin", async ({ sharedPage }) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await panel.getByRole("button", { name: /Releasing/ }).click();
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/#\/billLogs\?coin_id=3$/);
  await expect(page.getByRole("heading", { level: 1, name: "My bill" })).toBeVisible();
});

test("the recharge, exchange and withdraw tiles open their pages", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  for (const [name, path] of [
    ["Recharge", "recharge"],
    ["Exchange", "exchange"],
    ["Withdraw", "withdraw"],
  ] as const) {
    const panel = await openPanel(page);
    await panel.getByRole("navigation", { name: "Shortcuts" }).getByRole("button", { name }).click();
    await expect(page).toHaveURL(new RegExp(`#/${path}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
});

test("the NFT tab shows available NFTs with picture and token id", async ({ sharedPage }) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await panel.getByRole("tab", { name: "NFT" }).click();
  const sub = panel.getByRole("tablist", { name: "My NFTs" });
  await expect(sub.getByRole("tab", { name: "Available" })).toHaveAttribute("aria-selected", "true");
  const list = panel.getByRole("list", { name: "Available" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  for (const id of [3, 4]) {
    const picture = list.getByRole("img", { name: `NFT picture #${id}` });
    await expect(picture).toBeVisible();
    // The IPFS content path on the demo's gateway (served by the app itself), actually loaded.
    await expect(picture).toHaveAttribute("src", /\/ipfs\/Qm\w+\/\d\.svg$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const item = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: `NFT picture #${id}` }) });
    await expect(item).toContainText(`#${id}`);
  }
});

test("staked NFTs come 10 a page from page 1, say no more at the end, and refresh when pulled", async ({
  sharedPage,
}) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await panel.getByRole("tab", { name: "NFT" }).click();
  const firstPage = page.waitForRequest((r) => r.url().includes("/api/n_f_t/stake/record"));
  await panel.getByRole("tab", { name: "Staked" }).click();
  const url = new URL((await firstPage).url());
  expect([url.searchParams.get("page"), url.searchParams.get("count")]).toEqual(["1", "10"]);
  const list = panel.getByRole("list", { name: "Staked" });
  await expect(list.getByRole("img")).toHaveCount(2);
  await expect(list.getByRole("img", { name: "NFT picture #1" })).toBeVisible();
  await expect(panel.getByRole("tabpanel").last()).toContainText("No more");

  // Pull down from the list: a short pull only hints, a long one asks to let go, letting go reloads page 1.
  const box = (await list.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(x, box.y + 50, { steps: 4 });
  await expect(panel).toContainText("Pull down to refresh");
  await page.mouse.move(x, box.y + 220, { steps: 8 });
  await expect(panel).toContainText("Release to refresh");
  const again = page.waitForRequest((r) => r.url().includes("/api/n_f_t/stake/record"));
  await page.mouse.up();
  expect(new URL((await again).url()).searchParams.get("page")).toBe("1");
  await expect(panel).not.toContainText("Release to refresh");
  await expect(list.getByRole("img")).toHaveCount(2);
});

test("a new user's panel: zero totals, no node badge, empty NFT lists", async ({ sharedPage }) => {
  const { panel } = await signedInPanel(sharedPage, "New user");
  await expect(panel.getByRole("definition").first()).toHaveText("$0.00");
  await expect(panel.getByText(/^(Primary|Intermediate|Advanced) node$/)).toHaveCount(0);
  const coins = panel.getByRole("tabpanel").getByRole("listitem");
  await expect(coins).toHaveCount(4);
  for (const amount of await coins.allInnerTexts()) expect(amount).toMatch(/0\.0000$/);
  await panel.getByRole("tab", { name: "NFT" }).click();
  await expect(panel.getByRole("tabpanel").last()).toContainText("No data");
  await panel.getByRole("tab", { name: "Staked" }).click();
  await expect(panel.getByRole("tabpanel").last()).toContainText("No data");
  await expect(panel.getByRole("list", { name: "Staked" })).toHaveCount(0);
});

test("the admin's panel shows the advanced node badge", async ({ sharedPage }) => {
  const { panel } = await signedInPanel(sharedPage, "Admin");
  await expect(panel.getByText("Advanced node")).toBeVisible();
  await expect(panel.getByText(/^ID: HOLDER$/)).toBeVisible();
});

test("the tabs follow the arrow keys", async ({ sharedPage }) => {
  const { page, panel } = await signedInPanel(sharedPage, "User with history");
  await panel.getByRole("tab", { name: "Token" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("tab", { name: "NFT" })).toBeFocused();
  await expect(panel.getByRole("tab", { name: "NFT" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(panel.getByRole("tab", { name: "Token" })).toHaveAttribute("aria-selected", "true");
});

// Its own page: it logs out.
own("disconnect from another page logs out, goes home and reloads", async ({ page }) => {
  await startSignedIn(page, "User with history");
  await page.goto("/#/billLogs");
  const panel = await openPanel(page);
  const reloaded = page.waitForEvent("load");
  await panel.getByRole("button", { name: "Disconnect" }).click();
  await reloaded;
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
