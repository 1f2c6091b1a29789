import { expect, test } from "@playwright/test";
import { pageApi } from "../pageApi";
import { CHAIN_RPC } from "./env";
import { signInFunded } from "./fundedUser";
import { mintAndStakeOnChain } from "./mintAndStake";
import { TestWallet } from "./testWallet";

test.describe.configure({ timeout: 120_000 });

const DAY = 24 * 60 * 60 * 1000;

test("in chain mode a user mints, stakes with the injected wallet on Hardhat, earns and receives income", async ({
  page,
}) => {
  const wallet = new TestWallet(page, 7);
  await signInFunded(page, wallet);

  // Mint through the page (the minter key mints on Hardhat), then stake it, signed by the injected wallet.
  const tokenId = await mintAndStakeOnChain(page, wallet, CHAIN_RPC);
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toBeVisible();

  // Two days later: 20 HOLD issued, 10 of it available; receive it.
  expect((await pageApi(page, "POST", "/api/demo/clock/advance", { ms: 2 * DAY + 60_000 })).code).toBe(200);
  await page.goto("/#/stakeIncome");
  const available = page.getByTestId("available-income");
  await expect(available).toHaveText("10.0000");
  await page.getByRole("button", { name: "Receive" }).click();
  // What arrived is said from the answer itself (docs/decisions/0044-ways-in.md).
  const received = page.getByRole("dialog", { name: "Rewards received" });
  await expect(received).toContainText("10.0000 HOLD");
  await received.getByRole("button", { name: "Done" }).click();
  await expect(available).toHaveText("0.0000");
  const bill = await pageApi<{ list: { amount: string; type: string }[] }>(
    page,
    "GET",
    "/api/user/coin_logs?type=stake_reward",
  );
  expect(bill.data.list.map((b) => Number(b.amount))).toEqual([10]);
});
