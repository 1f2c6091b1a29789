import { expect, type Page } from "@playwright/test";
import { Contract, JsonRpcProvider } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { CHAIN_RPC } from "./env";
import { hardhatAccount, type TestWallet } from "./testWallet";

const { address: NFT, abi } = deployedContracts[56].HolderNFT;

/**
 * Mints on the Hardhat node with the minter key (account #1), as the backend's mint does but past the backend (which
 * then knows neither the token nor its URI until it reads the chain). Answers the token id.
 */
export async function mintOnHardhat(to: string, uri: string): Promise<number> {
  const provider = new JsonRpcProvider(CHAIN_RPC, 56, { staticNetwork: true, cacheTimeout: -1 });
  provider.pollingInterval = 50;
  try {
    const nft = new Contract(NFT, abi, hardhatAccount(1, provider));
    const receipt = await (await nft.getFunction("mint")(to, uri)).wait();
    for (const log of receipt.logs) {
      const parsed = nft.interface.parseLog(log);
      if (parsed?.name === "Transfer") return Number(parsed.args.getValue("tokenId"));
    }
    throw new Error("no Transfer");
  } finally {
    provider.destroy();
  }
}

/** Mints through /mint (the backend's minter key mints on Hardhat) and answers the token id the success page shows. */
async function mintThroughPage(page: Page): Promise<number> {
  await page.goto("/#/mint");
  await page.getByRole("main").getByRole("button", { name: "Mint now" }).click();
  await page.getByRole("dialog", { name: "Confirm mint" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Congratulations, MINT is successful" })).toBeVisible({
    timeout: 30_000,
  });
  const tokenId = Number(((await page.locator(".token-id").textContent()) ?? "").replace("#", ""));
  expect(tokenId).toBeGreaterThan(0);
  return tokenId;
}

/**
 * Mints through /mint (the backend's minter key mints on the Hardhat node at `rpcUrl`), checks the owner on chain,
 * then stakes it from /stake2: the injected wallet signs and sends stake([id]), the page follows it to its receipt and
 * the backend records it. Returns the token id.
 */
export async function mintAndStakeOnChain(page: Page, wallet: TestWallet, rpcUrl: string): Promise<number> {
  const tokenId = await mintThroughPage(page);
  const provider = new JsonRpcProvider(rpcUrl, 56, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const nft = new Contract(NFT, abi, provider);
    expect(String(await nft.getFunction("ownerOf")(tokenId)).toLowerCase()).toBe(
      wallet.address.toLowerCase(),
    );

    await page.getByRole("link", { name: "Stake it" }).click();
    // "Stake it" comes with the NFT just minted chosen.
    await expect(page.getByRole("button", { name: `Choose NFT #${tokenId}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Stake", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Pledge Success" }).first()).toBeVisible({
      timeout: 30_000,
    });
    expect(wallet.calls).toContain("eth_sendTransaction");
    // The wallet sent it; the app followed it to its receipt through its own nodes (src/wallet/rpcPool.ts).
    expect(await nft.getFunction("isStaked")(tokenId)).toBe(true);
  } finally {
    provider.destroy();
  }
  return tokenId;
}
