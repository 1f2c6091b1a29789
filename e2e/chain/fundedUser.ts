import { expect, type Page } from "@playwright/test";
import { pageApi } from "../pageApi";
import type { TestWallet } from "./testWallet";

/**
 * Signs in with `wallet` on the chain-mode app and gives the new account 500 USDT the way the demo does: a simulated
 * deposit, confirmed once the demo clock has moved on.
 */
export async function signInFunded(page: Page, wallet: TestWallet): Promise<void> {
  await wallet.install();
  await page.goto("/");
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  const deposit = await pageApi(page, "POST", "/api/user/recharge/simulate", {
    coin_id: 1,
    channel: "BEP20",
    amount: "500",
  });
  expect(deposit.code).toBe(200);
  expect((await pageApi(page, "POST", "/api/demo/clock/advance", { ms: 120_000 })).code).toBe(200);
  const coins = await pageApi<{ coin_id: number; money: string }[]>(page, "GET", "/api/user/coins");
  expect(coins.data.find((c) => c.coin_id === 1)?.money).toMatch(/^500/);
}
