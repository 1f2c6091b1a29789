import { expect } from "@playwright/test";
import { pageApi } from "../pageApi";
import { pickAndSign, signInAs } from "./helpers";
import { test } from "./sharedPage";
import { openMenu, saysNothing, sheet } from "./shellHelpers";
import { screenshotDir, shot } from "../shots";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/#\/home$/);
});

test("a visitor connects the demo wallet, signs in, stays signed in after a reload, and disconnects", async ({
  page,
}) => {
  await shot(page, `${screenshotDir}/home-visitor-en.png`);
  await signInAs(page, "New user");
  const walletButton = page.getByRole("button", { name: /^0x\S+ My wallet$/ });
  await expect(walletButton).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} My wallet$/);
  await expect(page.getByText(/^Signed in as 0x/)).toBeVisible();
  await shot(page, `${screenshotDir}/home-signed-in-en.png`);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  await page.reload();
  await expect(walletButton).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toHaveCount(0);

  await walletButton.click();
  const panel = page.getByRole("dialog", { name: "My wallet" });
  await expect(panel).toBeVisible();
  await shot(page, `${screenshotDir}/wallet-panel-en.png`);
  await panel.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  // Disconnect reloads the page: read the storage once that reload is through (polled, as it may still be under way;
  // a read the reload cuts off is asked again).
  await expect
    .poll(() =>
      page
        .evaluate(() => [localStorage.getItem("token"), localStorage.getItem("address")])
        .catch(() => "reloading"),
    )
    .toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
});

test("a visitor going to Withdraw declines the signature: nothing is said; connecting again goes on there", async ({
  page,
}) => {
  await page.getByRole("main").getByRole("button", { name: "Withdraw", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Connect with Demo Wallet" })
    .getByRole("button", { name: /^New user/ })
    .click();
  const sign = page.getByRole("dialog", { name: "Signature request" });
  await sign.getByRole("button", { name: "Reject" }).click();
  // Declining is the visitor's choice, not a failure (decision 0044): no message, still a visitor.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await saysNothing(page);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // Withdraw is still where connecting leads, from the header's button too.
  await expect(page).toHaveURL(/#\/home\?redirect=%2Fwithdraw$/);
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await sign.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
  await expect(page).toHaveURL(/#\/withdraw$/);
});

test("my wallet from a visitor's menu opens the panel once signed in; a session ending under it says no wallet connected", async ({
  page,
}) => {
  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "My wallet", exact: true }).click();
  await pickAndSign(page, "New user");
  const panel = sheet(page, "My wallet");
  await expect(panel.getByRole("tabpanel").getByRole("listitem")).toHaveCount(4);
  await page.keyboard.press("Escape");

  // The session ends on the server (as another device's logout or an expiry would); the panel, opened again, asks
  // for the coins, is refused, and its lists say so instead of loading forever.
  expect((await pageApi(page, "POST", "/api/user/logout")).code).toBe(200);
  await page.getByRole("button", { name: /^0x\S+ My wallet$/ }).click();
  const lists = panel.getByRole("tabpanel").first(); // the NFT tab holds its own sub-tabs
  await expect(lists).toContainText("No wallet connected");
  await panel.getByRole("tab", { name: "NFT" }).click();
  await expect(lists).toContainText("No wallet connected");
  await shot(page, `${screenshotDir}/wallet-panel-no-wallet-en.png`);
  // Its connect button is the header's flow: signed in again, the lists fill.
  await panel.getByRole("button", { name: "Connect wallet" }).click();
  await page
    .getByRole("dialog", { name: "Signature request" })
    .getByRole("button", { name: "Sign", exact: true })
    .click();
  await expect(lists).not.toContainText("No wallet connected");
  await panel.getByRole("tab", { name: "Token" }).click();
  await expect(lists.getByRole("listitem")).toHaveCount(4);
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
  await saysNothing(page);
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
});
