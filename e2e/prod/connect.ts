import { expect, type Page } from "@playwright/test";
import type { TestWallet } from "../chain/testWallet";

/** Installs the test wallet, opens `path` and signs in with it. */
export async function connect(page: Page, wallet: TestWallet, path = "/") {
  await wallet.install();
  await page.goto(path);
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}
