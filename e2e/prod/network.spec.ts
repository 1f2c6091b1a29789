import { expect, test } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { CHAIN_ID, CHAIN_RPC, EXPLORER } from "./env";
import { HISTORY_ACCOUNT } from "./personas";

test("a staging build works on BSC testnet: the wallet adds it, sign-in names it, the texts say it", async ({
  page,
}) => {
  // A wallet as shipped knows BNB Smart Chain, not its testnet: the app asks to add it, with the network's facts.
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  expect(wallet.addedChains).toEqual([
    {
      chainId: `0x${CHAIN_ID.toString(16)}`,
      chainName: "BNB Smart Chain Testnet",
      nativeCurrency: { name: "tBNB", symbol: "tBNB", decimals: 18 },
      rpcUrls: [CHAIN_RPC],
      blockExplorerUrls: [EXPLORER],
    },
  ]);
  // The message the backend (CHAIN_ID=97) issued and the app checked names chain 97; one signed it in.
  const [data] = wallet.signRequests[0] as [string];
  expect(Buffer.from(data.slice(2), "hex").toString("utf8")).toContain(`\nChain ID: ${CHAIN_ID}\n`);

  await page.goto("/#/recharge");
  await expect(page.getByText("Deposit address on BNB Smart Chain Testnet")).toBeVisible();
  await expect(page.getByText(/BNB Smart Chain(?! Testnet)/)).toHaveCount(0);
});
