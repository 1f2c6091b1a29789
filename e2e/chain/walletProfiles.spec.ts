import { expect, test } from "@playwright/test";
import { WALLET_PROFILES } from "../walletProfiles";
import { signInFunded } from "./fundedUser";
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
    await signInFunded(page, wallet);
    // After a reload the wallet is found again (late, for some of them) before the stake is sent.
    await page.reload();
    await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
    await mintAndStakeOnChain(page, wallet, CHAIN_RPC);
  });
});
