import { expect, test, type Page } from "@playwright/test";
import { TestWallet, type Quirks } from "./testWallet";

async function openWith(page: Page, quirks: Quirks = {}, account = 2): Promise<TestWallet> {
  const wallet = new TestWallet(page, account, quirks);
  await wallet.install();
  await page.goto("/");
  await expect(page).toHaveURL(/#\/home$/);
  return wallet;
}

const masked = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

async function expectSignedIn(page: Page, address: string) {
  await expect(page.getByRole("button", { name: `${masked(address)} My wallet` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("address"))).toBe(address);
}

async function expectLoggedOut(page: Page) {
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("address")])).toEqual(
    [null, null],
  );
}

test("signs in with a real Hardhat-account signature; the app asks for 0x38 and carries on", async ({
  page,
}) => {
  const wallet = await openWith(page, { startChain: "0x1" });
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expectSignedIn(page, wallet.address);
  expect(wallet.calls).toContain("wallet_switchEthereumChain");
  expect(wallet.calls).not.toContain("wallet_addEthereumChain");
  expect(wallet.calls.indexOf("wallet_switchEthereumChain")).toBeLessThan(
    wallet.calls.indexOf("personal_sign"),
  );
  await page.reload();
  await expectSignedIn(page, wallet.address);
});

test("a wallet that does not know 0x38 (4902) is asked to add it, then signs in", async ({ page }) => {
  const wallet = await openWith(page, { startChain: "0x1", unknownBsc: true });
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expectSignedIn(page, wallet.address);
  expect(wallet.calls).toContain("wallet_addEthereumChain");
});

test("a wallet answering -32603 for an unknown chain (mobile MetaMask) is asked to add it", async ({
  page,
}) => {
  const wallet = await openWith(page, {
    startChain: "0x1",
    unknownBsc: true,
    internalErrorForUnknownChain: true,
  });
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expectSignedIn(page, wallet.address);
  expect(wallet.calls).toContain("wallet_addEthereumChain");
});

test("when adding the network fails the user is told 'Network add error!' and stays logged out", async ({
  page,
}) => {
  const wallet = await openWith(page, { startChain: "0x1", unknownBsc: true, addFails: true });
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("status")).toContainText("Network add error!");
  await expectLoggedOut(page);
  expect(wallet.calls).not.toContain("personal_sign");
});

test("a wallet that rejects signing (4001) leaves the visitor logged out, saying nothing: it was their choice", async ({
  page,
}) => {
  const wallet = await openWith(page, { rejectSign: true });
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect.poll(() => wallet.calls).toContain("personal_sign");
  await expectLoggedOut(page);
  // Declining is not a failure (docs/decisions/0044-ways-in.md).
  // Read once: a negative expect would wait for a toast to fade, and pass.
  await page.waitForTimeout(300);
  expect(((await page.getByRole("status").textContent()) ?? "").trim()).toBe("");
});

test("a wallet that emits chainChanged on load does not disturb sign-in", async ({ page }) => {
  const wallet = await openWith(page, { startChain: "0x1", chainChangedOnLoad: "0x1" });
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expectSignedIn(page, wallet.address);
});

test("an account switch while logged in logs out and logs in again as the new account", async ({ page }) => {
  const wallet = await openWith(page);
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expectSignedIn(page, wallet.address);
  const first = wallet.address;
  const second = await wallet.switchAccount(3);
  expect(second).not.toBe(first);
  await expectSignedIn(page, second);
  await expect(page.getByRole("button", { name: `${masked(first)} My wallet` })).toHaveCount(0);
});
