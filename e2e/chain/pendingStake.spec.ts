import { expect, test, type Page } from "@playwright/test";
import { Contract, JsonRpcProvider } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { APP_RPC_PROXY_URL, CHAIN_RPC } from "./env";
import { mintOnHardhat } from "./mintAndStake";
import { rpcProxyControl } from "./rpcProxy";
import { screenshotDir, shot } from "../shots";
import { TestWallet } from "./testWallet";

// Stakes on a chain that mines only when told (automine off), as a real chain leaves a transaction pending.
test.describe.configure({ timeout: 120_000 });

const { address: NFT, abi } = deployedContracts[56].HolderNFT;
const appNode = rpcProxyControl(APP_RPC_PROXY_URL);

async function isStaked(tokenId: number): Promise<boolean> {
  const provider = new JsonRpcProvider(CHAIN_RPC, 56, { staticNetwork: true, cacheTimeout: -1 });
  try {
    return (await new Contract(NFT, abi, provider).getFunction("isStaked")(tokenId)) as boolean;
  } finally {
    provider.destroy();
  }
}

/** A signed-in user with one NFT, on /stake2 with it chosen, the chain no longer mining by itself. */
async function readyToStake(page: Page, account: number): Promise<{ wallet: TestWallet; tokenId: number }> {
  const wallet = new TestWallet(page, account);
  // Accounts of this file's own, past Hardhat's twenty: given gas here.
  await wallet.node("hardhat_setBalance", [wallet.address, "0x56bc75e2d63100000"]);
  const tokenId = await mintOnHardhat(wallet.address, `ipfs/QmPending${account}`);
  await wallet.install();
  await page.goto(`/#/stake2?id=${tokenId}`);
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: `Choose NFT #${tokenId}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await wallet.node("evm_setAutomine", [false]);
  return { wallet, tokenId };
}

/** Taps Stake; the wallet sends; the page says the stake waits for the network. Answers the hash sent. */
async function stakePending(page: Page, wallet: TestWallet): Promise<string> {
  await page.getByRole("button", { name: "Stake", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your stake is waiting for the network" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Waiting for the blockchain…" })).toBeDisabled();
  return wallet.sentHashes.at(-1)!;
}

async function toastSays(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible({ timeout: 30_000 });
}

test.afterEach(async ({ page }) => {
  await new TestWallet(page).node("evm_setAutomine", [true]);
  await appNode.reset();
});

test("a stake sped up in the wallet after a reload is followed to its replacement and succeeds", async ({
  page,
}) => {
  const { wallet, tokenId } = await readyToStake(page, 30);
  const first = await stakePending(page, wallet);
  // The app is reloaded (or closed and opened) while the stake waits: it shows it pending and follows it again.
  await page.reload();
  await expect(
    page.getByRole("status").filter({ hasText: "Your stake is waiting for the network" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Waiting for the blockchain…" })).toBeDisabled();
  await shot(page, `${screenshotDir}/stake-pending-en.png`);
  const faster = await wallet.replace(first, "speedUp");
  await wallet.node("evm_mine");
  await toastSays(page, "Pledge Success");
  expect(await isStaked(tokenId)).toBe(true);
  // The original never made it into a block: the replacement did, and the backend recorded the stake.
  expect(await wallet.node("eth_getTransactionReceipt", [first])).toBeNull();
  expect(await wallet.node("eth_getTransactionReceipt", [faster])).not.toBeNull();
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pending_tx"))).toBeNull();
});

test("a stake cancelled in the wallet says so, and the NFT can be staked again", async ({ page }) => {
  const { wallet, tokenId } = await readyToStake(page, 31);
  const sent = await stakePending(page, wallet);
  await wallet.replace(sent, "cancel");
  await wallet.node("evm_mine");
  await toastSays(page, "You cancelled the stake in your wallet. Nothing was staked.");
  expect(await isStaked(tokenId)).toBe(false);
  await expect(page.getByRole("button", { name: "Stake", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: `Choose NFT #${tokenId}` })).toBeEnabled();
});

test("a stake dropped from the mempool says so instead of waiting for ever", async ({ page }) => {
  const { wallet, tokenId } = await readyToStake(page, 32);
  const sent = await stakePending(page, wallet);
  expect(await wallet.node("hardhat_dropTransaction", [sent])).toBe(true);
  await toastSays(page, "The network dropped the stake transaction. Nothing was staked: please try again.");
  expect(await isStaked(tokenId)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("pending_tx"))).toBeNull();
});

test("while the app's first node answers 429 the stake is followed through the next one", async ({
  page,
}) => {
  const { wallet, tokenId } = await readyToStake(page, 33);
  await appNode.failNext(Infinity, 429);
  await stakePending(page, wallet);
  await wallet.node("evm_mine");
  await toastSays(page, "Pledge Success");
  expect(await isStaked(tokenId)).toBe(true);
  // The first node was asked and refused; the reads went on to the next node of the list, not to the wallet's.
  expect((await appNode.stats()).failed).toBeGreaterThan(0);
  expect(wallet.calls).not.toContain("eth_getTransactionReceipt");
});
