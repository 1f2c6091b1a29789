import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { pageApi } from "../pageApi";

import { useLanguage } from "./languages";
import { openPanel } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 90_000 });

/** Taps the bill's export and reads the file it saves: whether it starts with a BOM, and its lines. */
async function exportBill(page: Page, name = "Export CSV") {
  const saved = page.waitForEvent("download");
  await page.getByRole("main").getByRole("button", { name }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^holder-bill-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, "utf8");
  return {
    bom: text.startsWith("\uFEFF"),
    lines: text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean),
  };
}

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
  await startSignedIn(page, "New user");
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
  // Every filter is in the address, so Back from another page brings the same list back.
  await access.selectOption({ label: "Out" });
  await expect(page).toHaveURL(/#\/billLogs\?.*access=out/);
  await expect(page).toHaveURL(/type=withdrawal/);
  await page.goto("/#/home");
  await page.goBack();
  await expect(access).toHaveValue("out");
  await expect(type).toHaveValue("withdrawal");
  // An empty filtered list says so and offers to clear the filters.
  await expect(m.getByText("No entries match these filters")).toBeVisible();
  await m.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/#\/billLogs$/);
  await expect(rows).toHaveCount(4);
  await expect(access).toHaveValue("");

  // The wallet panel opens the bill of one coin.
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: /^USDT/ }).click();
  await expect(page).toHaveURL(/#\/billLogs\?coin_id=1$/);
  await expect(coin).toHaveValue("1");
  await expect(rows).toHaveCount(2);

  // The export holds what the filters show, in English: ISO times with their offset, dot decimals.
  const csv = await exportBill(page);
  expect(csv.lines[0]).toBe("Time,Coin,Direction,Change type,Amount,Balance after,Reference");
  expect(csv.lines.slice(1).map((l) => l.split(",").slice(1, 5))).toEqual([
    ["USDT", "Out", "Exchange", "-20"],
    ["USDT", "In", "Recharge", "100"],
  ]);
});

test("the bill's CSV holds every entry, not the page loaded: Russian headers, dot decimals, ISO times", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await useLanguage(page, "ru");
  await page.goto("/#/billLogs");
  const rows = page.getByRole("main").getByRole("list", { name: "Движение средств" }).getByRole("listitem");
  await expect(rows).toHaveCount(10);
  const total = (await pageApi<{ count: number }>(page, "GET", "/api/user/coin_logs?count=1")).data.count;
  expect(total).toBeGreaterThan(10);

  const csv = await exportBill(page, "Экспорт в CSV");
  expect(csv.bom).toBe(true);
  expect(csv.lines[0]).toBe("Время,Монета,Направление,Тип операции,Сумма,Баланс после,Основание");
  expect(csv.lines).toHaveLength(total + 1);
  for (const line of csv.lines.slice(1)) {
    const [time, , direction, , amount, after] = line.split(",");
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(["Приход", "Расход"]).toContain(direction);
    expect(amount).toMatch(/^-?\d+(\.\d+)?$/);
    expect(after).toMatch(/^\d+(\.\d+)?$/);
  }
  await expect(
    page.getByRole("status").filter({ hasText: new RegExp(`^Экспортирован[оа] ${total} запис`) }),
  ).toBeVisible();
});
