import { expect, type Page } from "@playwright/test";
import { pageApi } from "../pageApi";
import { Interface } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";

import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

const { address: NFT, abi } = deployedContracts[56].HolderNFT;

/** Starts a transaction request on the demo wallet (found through EIP-6963) without waiting for the answer. */
async function requestTransaction(page: Page, data: string): Promise<void> {
  await page.evaluate(
    ([to, d]) => {
      const w = window as unknown as { txResult?: Promise<unknown> };
      w.txResult = new Promise((resolve) => {
        window.addEventListener(
          "eip6963:announceProvider",
          (e) => {
            const provider = (e as CustomEvent).detail.provider as { request(a: unknown): Promise<unknown> };
            provider.request({ method: "eth_sendTransaction", params: [{ to, data: d }] }).then(
              (hash) => resolve({ hash }),
              (error: { code: number }) => resolve({ code: error.code }),
            );
          },
          { once: true },
        );
        window.dispatchEvent(new Event("eip6963:requestProvider"));
      });
    },
    [NFT, data] as const,
  );
}

const txResult = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { txResult: Promise<{ hash?: string; code?: number }> }).txResult,
  );

test("the demo wallet asks before it sends a transaction to the mock chain, and the backend sees it", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  const own = await pageApi<{ tokenId: number }[]>(page, "GET", "/api/n_f_t/own");
  const tokenId = own.data[0]!.tokenId;
  const data = new Interface(abi).encodeFunctionData("stake", [[tokenId]]);

  await requestTransaction(page, data);
  const confirm = page.getByRole("dialog", { name: "Confirm transaction" });
  await expect(confirm).toContainText(`stake(${tokenId})`);
  await confirm.getByRole("button", { name: "Reject" }).click();
  expect(await txResult(page)).toEqual({ code: 4001 });
  expect(
    (await pageApi(page, "POST", "/api/n_f_t/staked/1", { params: { token_ids: [tokenId] } })).code,
  ).toBe(10302);

  await requestTransaction(page, data);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  expect((await txResult(page)).hash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(
    (await pageApi(page, "POST", "/api/n_f_t/staked/1", { params: { token_ids: [tokenId] } })).code,
  ).toBe(200);
  const after = await pageApi<{ tokenId: number }[]>(page, "GET", "/api/n_f_t/own");
  expect(after.data.map((t) => t.tokenId)).not.toContain(tokenId);
});
