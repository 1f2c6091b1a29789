import { expect, test, type Page } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { CHAIN_RPC } from "./env";
import { watch } from "./watch";
import { ADMIN_ACCOUNT } from "./personas";

test.describe.configure({ timeout: 120_000 });

/** The seeded personas on Hardhat's accounts (mocks/hosts/http/personas.ts). */
const HISTORY = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const ADMIN = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const mask = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

async function asAdmin(page: Page) {
  const wallet = new TestWallet(page, ADMIN_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  // An admin has no inviter to bind.
  await expect(page.getByRole("main").getByText("Bind your inviter")).toHaveCount(0);
  await page.goto("/#/admin");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  return main;
}

test("the admin opens the active stakes from the overview, read from the API server", async ({ page }) => {
  const seen = watch(page);
  const main = await asAdmin(page);
  await main
    .getByRole("list", { name: "Overview" })
    .getByRole("button", { name: /^Active stakes/ })
    .click();
  await expect(main.getByRole("heading", { level: 2, name: "Active stakes" })).toBeFocused();
  const list = main.getByRole("list", { name: "Active stakes of every user" });
  // The user with history staked two NFTs 6 and 3 days ago (mocks/seed.ts): 10 a day each.
  const mine = list.getByRole("article", { name: new RegExp(`staked by ${mask(HISTORY)}$`) });
  await expect(mine.filter({ hasText: "6 days" })).toContainText("60.0000 HOLD (releasing)");
  await expect(mine.filter({ hasText: "3 days" })).toContainText("30.0000 HOLD (releasing)");
  expect(seen.api.some((r) => r.startsWith("GET /api/admin/stake?"))).toBe(true);
  expect(seen.errors).toEqual([]);
});

test("the admin looks up the user with history by address over HTTP", async ({ page }) => {
  const seen = watch(page);
  const main = await asAdmin(page);
  const lookup = main.getByRole("region", { name: "Find a user" });
  const address = lookup.getByRole("textbox", { name: "Wallet address" });
  await address.fill("0x90F79bf6EB2c4f870365E785982E1f101E93b90");
  await lookup.getByRole("button", { name: "Look up" }).click();
  await expect(lookup.getByRole("alert")).toHaveText("Please enter a correct address");

  await address.fill(HISTORY);
  await lookup.getByRole("button", { name: "Look up" }).click();
  const found = lookup.getByRole("article", { name: "Account" });
  await expect(found).toContainText(HISTORY);
  await expect(found).toContainText("Intermediate node");
  await expect(found.getByRole("definition").filter({ hasText: mask(ADMIN) })).toBeVisible();
  await expect(found.getByRole("region", { name: "Balances" }).getByRole("term")).toHaveText([
    "USDT",
    "HOLD",
    "HOLD (releasing)",
    "BNB",
  ]);
  await expect(found.getByRole("list", { name: "Latest bill entries" }).getByRole("listitem")).toHaveCount(
    10,
  );
  expect(seen.api).toContain(`GET /api/admin/user?address=${HISTORY}`);
  expect(seen.errors).toEqual([]);
});
