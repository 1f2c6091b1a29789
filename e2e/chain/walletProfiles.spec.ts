import { expect, test } from "@playwright/test";
import { pageApi } from "../pageApi";
import { WALLET_PROFILES } from "../walletProfiles";
import { mintAndStakeOnChain } from "./mintAndStake";
import { TestWallet } from "./testWallet";
import { CHAIN_RPC } from "./env";

test.describe.configure({ timeout: 120_000 });

// Hardhat accounts of this file's own, one per profile: their stakes do not meet another test's.
const FIRST_ACCOUNT = 15;

/** The wallets whose quirks reach transactions (a late provider, a numeric chain id) mint and stake for real. */
WALLET_PROFILES.filter((p) => p.transactions).forEach((profile, index) => {
  test(`${profile.name}'s in-app browser mints and stakes on Hardhat`, async ({ page }) => {
    const wallet = new TestWallet(page, FIRST_ACCOUNT + index, profile.quirks, CHAIN_RPC, profile.name);
    await wallet.install();
    await page.goto("/");
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();

    // A new account has no USDT: a simulated deposit confirms once the demo clock has moved on.
    const deposit = await pageApi(page, "POST", "/api/user/recharge/simulate", {
      coin_id: 1,
      channel: "BEP20",
      amount: "500",
    });
    expect(deposit.code).toBe(200);
    expect((await pageApi(page, "POST", "/api/demo/clock/advance", { ms: 120_000 })).code).toBe(200);
    // After a reload the wallet is found again (late, for some of them) before the stake is sent.
    await page.reload();
    await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
    await mintAndStakeOnChain(page, wallet, CHAIN_RPC);
  });
});
