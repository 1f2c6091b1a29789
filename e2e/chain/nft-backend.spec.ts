import { expect, test, type Page } from "@playwright/test";
import { pageApi } from "../pageApi";
import { Interface } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { mintOnHardhat } from "./mintAndStake";
import { TestWallet } from "./testWallet";

const { address: NFT, abi } = deployedContracts[56].HolderNFT;

/** The user approves a transaction in the injected wallet (found the way the app finds it: EIP-6963). */
function sendFromWallet(page: Page, tx: { to: string; data: string }): Promise<string> {
  return page.evaluate(async (request) => {
    const provider = await new Promise<{ request(a: unknown): Promise<unknown> }>((resolve) => {
      window.addEventListener(
        "eip6963:announceProvider",
        (e) => resolve((e as CustomEvent).detail.provider),
        {
          once: true,
        },
      );
      window.dispatchEvent(new Event("eip6963:requestProvider"));
    });
    const [from] = (await provider.request({ method: "eth_accounts" })) as string[];
    return (await provider.request({
      method: "eth_sendTransaction",
      params: [{ ...request, from }],
    })) as string;
  }, tx);
}

test("in chain mode the backend reads ownership from Hardhat and records a stake the user signed", async ({
  page,
}) => {
  const wallet = new TestWallet(page, 5);
  await wallet.install();
  const [first, second] = [
    await mintOnHardhat(wallet.address, "ipfs/QmChainMode1"),
    await mintOnHardhat(wallet.address, "ipfs/QmChainMode2"),
  ];
  await page.goto("/");
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();

  const own = await pageApi<{ tokenId: number; uri: string }[]>(page, "GET", "/api/n_f_t/own");
  expect(own.data).toEqual(
    expect.arrayContaining([
      { tokenId: first, uri: "ipfs/QmChainMode1" },
      { tokenId: second, uri: "ipfs/QmChainMode2" },
    ]),
  );

  // Not staked on chain yet: the backend refuses to record it.
  expect((await pageApi(page, "POST", "/api/n_f_t/staked/1", { params: { token_ids: [first] } })).code).toBe(
    10302,
  );

  const data = new Interface(abi).encodeFunctionData("stake", [[first]]);
  const hash = await sendFromWallet(page, { to: NFT, data });
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

  const recorded = await pageApi(page, "POST", "/api/n_f_t/staked/1", { params: { token_ids: [first] } });
  expect(recorded.code).toBe(200);
  const record = await pageApi<{ count: number; list: { token_id: number }[] }>(
    page,
    "GET",
    "/api/n_f_t/stake/record?page=1&count=10",
  );
  expect(record.data.list.map((s) => s.token_id)).toContain(first);
  const after = await pageApi<{ tokenId: number }[]>(page, "GET", "/api/n_f_t/own");
  expect(after.data.map((t) => t.tokenId)).not.toContain(first);
  expect(after.data.map((t) => t.tokenId)).toContain(second);
});

test("in chain mode a stake the backend was not told of is listed as not recorded, and an unstake on Hardhat ends it", async ({
  page,
}) => {
  const wallet = new TestWallet(page, 6);
  await wallet.install();
  const id = await mintOnHardhat(wallet.address, "ipfs/QmChainMode3");
  await page.goto("/");
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();

  const iface = new Interface(abi);
  await sendFromWallet(page, { to: NFT, data: iface.encodeFunctionData("stake", [[id]]) });
  type Staked = { list: { token_id: number; recorded: boolean }[] };
  const listed = async () =>
    (await pageApi<Staked>(page, "GET", "/api/n_f_t/stake/record?page=1&count=10")).data.list.find(
      (s) => s.token_id === id,
    );
  expect(await listed()).toMatchObject({ recorded: false });
  expect((await pageApi(page, "POST", "/api/n_f_t/staked/1", { params: { token_ids: [id] } })).code).toBe(
    200,
  );
  expect(await listed()).toMatchObject({ recorded: true });

  await sendFromWallet(page, { to: NFT, data: iface.encodeFunctionData("unstake", [[id]]) });
  expect(await listed()).toBeUndefined();
  const detail = await pageApi<{ status: string }>(page, "GET", `/api/n_f_t/stake/detail/${id}`);
  expect(detail.data.status).toBe("unstaked");
});
