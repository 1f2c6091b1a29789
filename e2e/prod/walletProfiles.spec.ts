import { expect, test } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { WALLET_PROFILES } from "../walletProfiles";
import { CHAIN_ID, CHAIN_RPC } from "./env";

test.describe.configure({ timeout: 60_000 });

/** A Hardhat account of its own for this file: each profile signs in as the same new user. */
const ACCOUNT = 13;

for (const profile of WALLET_PROFILES) {
  test(`${profile.name}'s in-app browser signs in against the production build`, async ({ page }) => {
    // Staging (chain 97): a tester's wallet has BSC testnet added already; wallets that cannot add a network
    // (imToken) or fail to (Bitget) could not reach it otherwise. network.spec.ts proves the app's own add.
    const quirks = { ...profile.quirks, alsoKnows: [`0x${CHAIN_ID.toString(16)}`] };
    const wallet = new TestWallet(page, ACCOUNT, quirks, CHAIN_RPC, profile.name);
    await wallet.install();
    await page.goto("/");
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
    await expect(page.getByText(/^Signed in as /)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("address"))).toBe(wallet.address);
    // The message signed is the hex of the text and the lower-cased address, in EIP-1193's order, whatever order
    // a lenient wallet would also take.
    const [message, address] = wallet.signRequests[0] as [string, string];
    expect(Buffer.from(message.slice(2), "hex").toString("utf8")).toContain(
      "wants you to sign in with your Ethereum account",
    );
    expect(address).toBe(wallet.address.toLowerCase());
  });
}
