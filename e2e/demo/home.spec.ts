import { expect } from "@playwright/test";
import { test } from "./sharedPage";
import { expectedTotals, saysNothing, sheet, toasts } from "./shellHelpers";

const LOGIN_TILES = [
  ["Recharge", "recharge", "Recharge"],
  ["Withdraw", "withdraw", "Withdraw"],
  ["Exchange", "exchange", "Exchange"],
  ["Mint NFT", "mint", "Mint NFT"],
  ["Daily check-in", "checkin", "Daily check-in"],
  ["My node", "myNode", "My node"],
  ["Stake NFT", "stake", "Stake NFT"],
  ["Invite friend", "userTeam", "My team"],
  ["My bill", "billLogs", "My bill"],
] as const;

test("a visitor's home welcomes, and every login tile opens the connect flow, remembering the page", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Welcome to Holder" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Get started" })).toBeVisible();
  // Recharge, withdraw and exchange side by side (decision 0044).
  await expect(main.getByRole("navigation", { name: "Funds" }).getByRole("button")).toHaveText([
    "Recharge",
    "Withdraw",
    "Exchange",
  ]);
  const wallet = page.getByRole("dialog", { name: "Connect with Demo Wallet" });
  for (const [name, path, title] of LOGIN_TILES) {
    await main.getByRole("button", { name, exact: true }).click();
    // The header's connect flow, with the page to go on to in the address and said on home.
    await expect(wallet).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/home\\?redirect=%2F${path}$`));
    await expect(main.getByRole("region", { name: "Connect to continue" })).toContainText(
      `Connect your wallet to open ${title}.`,
    );
    await wallet.getByRole("button", { name: "Cancel" }).click();
    await expect(wallet).toHaveCount(0);
  }
  // My wallet and the node offer are actions, not pages: they run once signed in, and home forgets the last page.
  for (const name of ["My wallet", "Super node"]) {
    await main.getByRole("button", { name, exact: true }).click();
    await expect(wallet).toBeVisible();
    await expect(page).toHaveURL(/#\/home$/);
    await wallet.getByRole("button", { name: "Cancel" }).click();
    await expect(wallet).toHaveCount(0);
  }
  // Closing the wallet is the visitor's choice: nothing is said, and nothing is open.
  await saysNothing(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Trade NFT" })).toHaveAttribute(
    "href",
    "https://element.market/collections/holder-nft",
  );
});

test("get started opens the wallet's account request", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  await page.getByRole("main").getByRole("button", { name: "Get started" }).click();
  await expect(page.getByRole("dialog", { name: "Connect with Demo Wallet" })).toBeVisible();
});

test("pledge loan, contract battle and NFT lease are marked and say coming soon", async ({ sharedPage }) => {
  const page = await sharedPage("Visitor");
  const more = page.getByRole("region", { name: "In development" });
  for (const name of ["Pledge loan", "Contract battle", "NFT lease"]) {
    const tile = more.getByRole("button", { name: new RegExp(`^${name}`) });
    await expect(tile).toContainText("Soon");
    await tile.click();
    await expect(toasts(page)).toContainText("Coming soon");
  }
});

test("a signed-in user's home shows total assets and the node badge, and the tiles lead on", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  const main = page.getByRole("main");
  const totals = await expectedTotals(page);
  await expect(main.getByText(totals.usd, { exact: true })).toBeVisible();
  await expect(main.getByText(totals.usdt, { exact: true })).toBeVisible();
  await expect(main.getByText("Intermediate node")).toBeVisible();
  for (const [name, path, title] of LOGIN_TILES) {
    await page.goto("/#/home");
    await main.getByRole("button", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
  await page.goto("/#/home");
  await main.getByRole("button", { name: "My wallet", exact: true }).click();
  await expect(sheet(page, "My wallet")).toBeVisible();
});

test("a new user's home shows zero assets, no badge, and offers to bind an inviter", async ({
  sharedPage,
}) => {
  const page = await sharedPage("New user");
  const main = page.getByRole("main");
  await expect(main.getByText("$0.00")).toBeVisible();
  await expect(main.getByText(/^(Primary|Intermediate|Advanced) node$/)).toHaveCount(0);
  await expect(main.getByRole("region", { name: "Bind your inviter" })).toBeVisible();
});

test("icons are drawn, not typed: no emoji or symbol glyphs in the shell's text", async ({ sharedPage }) => {
  const page = await sharedPage("Admin");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const text = await page.evaluate(() => document.body.innerText);
  // Letters, digits, punctuation, currency and the "≈" and "…" of amounts and addresses only.
  const odd = [...text].filter((ch) =>
    /[\p{Extended_Pictographic}\u2190-\u21ff\u2460-\u27bf\u2b00-\u2bff]/u.test(ch),
  );
  expect(odd).toEqual([]);
});
