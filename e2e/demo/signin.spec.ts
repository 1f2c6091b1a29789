import { expect } from "@playwright/test";
import { screenshotDir, signInAs } from "./helpers";
import { test } from "./sharedPage";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/#\/home$/);
});

test("a visitor connects the demo wallet, signs in, stays signed in after a reload, and disconnects", async ({
  page,
}) => {
  await page.screenshot({ path: `${screenshotDir}/home-visitor-en.png` });
  await signInAs(page, "New user");
  const walletButton = page.getByRole("button", { name: /^0x\S+ My wallet$/ });
  await expect(walletButton).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} My wallet$/);
  await expect(page.getByText(/^Signed in as 0x/)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/home-signed-in-en.png` });
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  await page.reload();
  await expect(walletButton).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toHaveCount(0);

  await walletButton.click();
  const panel = page.getByRole("dialog", { name: "My wallet" });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/wallet-panel-en.png` });
  await panel.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("address")])).toEqual(
    [null, null],
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
});

test("a rejected signature leaves the visitor logged out with a message", async ({ page }) => {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await page
    .getByRole("dialog", { name: "Connect with Demo Wallet" })
    .getByRole("button", { name: /^New user/ })
    .click();
  await page
    .getByRole("dialog", { name: "Signature request" })
    .getByRole("button", { name: "Reject" })
    .click();
  await expect(page.getByRole("status")).toContainText("You declined the request in your wallet");
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a double click on connect opens one account request and one signature request", async ({ page }) => {
  await page.getByRole("button", { name: "Connect wallet" }).dblclick();
  await expect(page.getByRole("dialog", { name: "Connect with Demo Wallet" })).toHaveCount(1);
  await page
    .getByRole("dialog", { name: "Connect with Demo Wallet" })
    .getByRole("button", { name: /^Admin/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Signature request" })).toHaveCount(1);
  await page
    .getByRole("dialog", { name: "Signature request" })
    .getByRole("button", { name: "Sign", exact: true })
    .click();
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("with two wallets the visitor chooses; closing the chooser is not an error and connects nothing", async ({
  page,
}) => {
  // A second wallet (an extension) announces itself beside the demo wallet.
  await page.addInitScript(() => {
    const detail = {
      info: { uuid: "other", name: "Other Wallet", icon: "data:image/svg+xml,<svg/>", rdns: "test.other" },
      provider: { request: () => Promise.reject({ code: 4001, message: "not used" }) },
    };
    const announce = () =>
      window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze(detail) }));
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
  });
  await page.reload();
  await page.getByRole("button", { name: "Connect wallet" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose a wallet" });
  await expect(chooser.getByRole("button", { name: /Other Wallet/ })).toBeVisible();
  await chooser.getByRole("button", { name: "Cancel" }).click();
  await expect(chooser).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByRole("status")).not.toContainText(/\S/);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
});
