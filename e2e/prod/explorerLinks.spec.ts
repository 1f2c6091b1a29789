import { expect, test, type Locator, type Page } from "@playwright/test";
import { JsonRpcProvider } from "ethers";
import { deployedContracts } from "../../src/contracts/deployedContracts";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { API_URL, APP_URL, CHAIN_RPC, EXPLORER, NODE_RECHARGE_ADDRESS } from "./env";
import { ADMIN_ACCOUNT, HISTORY_ACCOUNT } from "./personas";
import { watch } from "./watch";
import { screenshotDir, shot } from "../shots";

test.describe.configure({ timeout: 120_000 });

/** Where the test's withdrawal goes: Hardhat account 18, nobody's in this run (not the personas', not a deposit address). */
const SOMEWHERE = "0xdD2FD4581271e230360230F9337D5c0430Bf44C0";
const HISTORY = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const mask = (value: string) => `${value.slice(0, 6)}…${value.slice(-4)}`;
const picture = (page: Page, name: string) => shot(page, `${screenshotDir}/prod-explorer-${name}.png`);

/** The link to the explorer's page of `value` (decision 0041): named after it, into a new tab, nothing passed on. */
async function expectExplorerLink(within: Locator, kind: "tx" | "address", value: string) {
  const name = `View ${kind === "tx" ? "transaction" : "address"} ${mask(value)} on BscScan`;
  const link = within.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", `${EXPLORER}/${kind}/${value}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  return link;
}

/** A list read straight from the API with the page's session: what the app was given to show. */
async function fromApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const answer = (await (
    await fetch(`${API_URL}${path}`, { headers: { Authorization: token! } })
  ).json()) as {
    code: number;
    data: T;
  };
  expect(answer.code).toBe(200);
  return answer.data;
}

test("each transaction hash and each address a user checks links to the build's explorer", async ({
  page,
  browser,
}) => {
  const seen = watch(page);
  const wallet = new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC);
  await connect(page, wallet);
  const m = page.getByRole("main");

  // My wallet: the user's own address.
  await page.getByRole("button", { name: /^0x\S+ My wallet$/ }).click();
  const panel = page.getByRole("dialog", { name: "My wallet" });
  await expectExplorerLink(panel, "address", HISTORY);
  await picture(page, "wallet");
  await panel.getByRole("button", { name: "Close" }).click();

  // The node payment address, under its QR code.
  await m.getByRole("button", { name: "Super node" }).click();
  const sheet = page.getByRole("dialog", { name: "Super node" });
  await (await expectExplorerLink(sheet, "address", NODE_RECHARGE_ADDRESS)).scrollIntoViewIfNeeded();
  await picture(page, "node-sheet");
  await sheet.getByRole("button", { name: "Close" }).click();

  // The deposit address, as the API gave it.
  await page.goto("/#/recharge");
  const deposit = await fromApi<{ address: string }>(page, "/api/user/coin_address?coin_id=1&channel=BEP20");
  await expect(m.getByText(deposit.address, { exact: true })).toBeVisible();
  await (await expectExplorerLink(m, "address", deposit.address)).scrollIntoViewIfNeeded();
  await picture(page, "recharge");

  // Every deposit's transaction hash, each in its own record.
  const deposits = await fromApi<{ list: { tx_hash: string }[] }>(page, "/api/user/recharge/logs?count=10");
  expect(deposits.list.length).toBeGreaterThan(0);
  await page.goto("/#/rechargeLogs");
  for (const { tx_hash } of deposits.list) {
    expect(tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const record = m.getByRole("article").filter({ has: page.getByTitle(tx_hash, { exact: true }) });
    await expectExplorerLink(record, "tx", tx_hash);
  }
  await picture(page, "recharge-logs");

  // A mint: the hash the success page links to is the mint transaction on the chain.
  await page.goto("/#/mint");
  await m.getByRole("button", { name: "Mint now" }).click();
  await page.getByRole("dialog", { name: "Confirm mint" }).getByRole("button", { name: "Confirm" }).click();
  await expect(m.getByRole("heading", { name: "Congratulations, MINT is successful" })).toBeVisible({
    timeout: 30_000,
  });
  const [mint] = (
    await fromApi<{ list: { token_id: number; tx_hash: string }[] }>(page, "/api/n_f_t/record?count=1")
  ).list;
  expect(mint!.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
  await expect(m.locator(".token-id")).toHaveText(`#${mint!.token_id}`);
  const mintLink = await expectExplorerLink(m, "tx", mint!.tx_hash);
  const provider = new JsonRpcProvider(CHAIN_RPC, undefined, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const receipt = await provider.getTransactionReceipt(mint!.tx_hash);
    expect(receipt?.status).toBe(1);
    expect(receipt?.to?.toLowerCase()).toBe(deployedContracts[56].HolderNFT.address.toLowerCase());
  } finally {
    provider.destroy();
  }
  await mintLink.scrollIntoViewIfNeeded();
  await picture(page, "mint-success");

  // A withdrawal: its target address on the result page and in the record; no hash before it is sent.
  await page.goto("/#/withdraw");
  await m.getByRole("textbox", { name: "Withdrawal address" }).fill(SOMEWHERE);
  await m.getByRole("textbox", { name: "Amount" }).fill("10");
  await m.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm withdrawal" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(m.getByRole("heading", { name: "Withdrawal submitted" })).toBeVisible();
  await expectExplorerLink(m, "address", SOMEWHERE);
  await picture(page, "withdraw-result");
  await m.getByRole("link", { name: "View record" }).click();
  const withdrawal = m.getByRole("article", { name: /^Withdrawal 10\.0000\sUSDT · / }).first();
  await expect(withdrawal).toContainText("Pending");
  await expectExplorerLink(withdrawal, "address", SOMEWHERE);
  await expect(withdrawal.getByRole("link", { name: /^View transaction / })).toHaveCount(0);
  await picture(page, "withdraw-logs");
  expect(seen.errors).toEqual([]);

  // The admin reviewing it checks where it goes.
  const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 390, height: 844 } });
  try {
    const admin = await context.newPage();
    await connect(admin, new TestWallet(admin, ADMIN_ACCOUNT, {}, CHAIN_RPC));
    await admin.goto("/#/admin");
    const review = admin.getByRole("main").getByRole("article", { name: /^Withdrawal 10\.0000\sUSDT · / });
    await (await expectExplorerLink(review.first(), "address", SOMEWHERE)).scrollIntoViewIfNeeded();
    await shot(admin, "admin-review");
    // The user asking is looked up in the app, not on the chain: no link.
    await expect(
      review.first().getByRole("link", { name: `View address ${mask(HISTORY)} on BscScan` }),
    ).toHaveCount(0);
  } finally {
    await context.close();
  }
});
