import { expect, type Page } from "@playwright/test";
import { signInAs } from "./helpers";
import { openPanel } from "./shellHelpers";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 90_000 });

async function fund(page: Page) {
  const m = page.getByRole("main");
  await page.goto("/#/recharge");
  await m.getByRole("textbox", { name: "Deposit amount (USDT)" }).fill("100");
  await m.getByRole("button", { name: "Simulate deposit" }).click();
  await expect(m.getByText(/confirming on chain/)).toBeVisible();
  await page.goto("/#/rechargeLogs");
  await m.getByRole("button", { name: "+1 hour" }).click();
  await expect(m.getByRole("article", { name: /^Recharge / })).toContainText("Successful");
  await page.goto("/#/exchange");
  await expect(m.getByText("Available: 100.0000 USDT")).toBeVisible();
  await m.getByRole("textbox", { name: "Amount of USDT to sell" }).fill("20");
  await m.getByRole("button", { name: "Exchange", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm exchange" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(m.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
}

test("the bill filters by coin, access type and change type, and takes the coin from the link", async ({
  page,
}) => {
  await page.goto("/");
  await signInAs(page, "New user");
  const m = page.getByRole("main");
  await page.goto("/#/billLogs");
  await expect(m.getByText("No data")).toBeVisible();
  await fund(page);

  await page.goto("/#/billLogs");
  const rows = m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  const coin = m.getByRole("combobox", { name: "Coin" });
  const access = m.getByRole("combobox", { name: "Direction" });
  const type = m.getByRole("combobox", { name: "Change type" });
  // recharge +100 USDT, exchange −20 USDT, exchange +160 HOLD, exchange fee −0.48 HOLD
  await expect(rows).toHaveCount(4);
  await expect(m.getByText("No more")).toBeVisible();
  await expect(rows.filter({ hasText: "Recharge" })).toContainText("+100.0000 USDT");
  await expect(rows.filter({ hasText: "Exchange fee" })).toContainText("−0.4800 HOLD");
  // Every change type is offered, translated.
  for (const label of [
    "Transfer in",
    "Transfer out",
    "Stake reward",
    "Admin operation",
    "Node purchase",
    "Referral reward",
  ])
    await expect(type.getByRole("option", { name: label })).toHaveCount(1);

  await coin.selectOption({ label: "HOLD" });
  await expect(page).toHaveURL(/coin_id=2/);
  await expect(rows).toHaveCount(2);
  await access.selectOption({ label: "In" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("+160.0000 HOLD");
  await expect(rows).toContainText("Balance after: 160.0000");
  await access.selectOption({ label: "Out" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Exchange fee");
  await access.selectOption({ label: "In and out" });
  await coin.selectOption({ label: "All coins" });
  await type.selectOption({ label: "Exchange" });
  await expect(rows).toHaveCount(2);
  await type.selectOption({ label: "Withdrawal" });
  await expect(m.getByText("No data")).toBeVisible();

  // The wallet panel opens the bill of one coin.
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: /^USDT/ }).click();
  await expect(page).toHaveURL(/#\/billLogs\?coin_id=1$/);
  await expect(coin).toHaveValue("1");
  await type.selectOption({ label: "All types" });
  await expect(rows).toHaveCount(2);
});
