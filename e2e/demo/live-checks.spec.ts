import { expect } from "@playwright/test";
import { texts, useLanguage } from "./languages";
import { test } from "./sharedPage";

test("exchange says what is wrong with the amount as it is typed, and its button waits for a good one", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/exchange");
  const m = page.getByRole("main");
  const available = m.getByText(/^Available: [\d,.]+\sUSDT$/);
  await expect(available).toBeVisible();
  const balance = (await available.textContent())!.replace(/^Available: /, "");
  const sell = m.getByRole("textbox", { name: "Amount of USDT to sell" });
  const exchange = m.getByRole("button", { name: "Exchange", exact: true });
  await expect(m.getByRole("alert")).toHaveCount(0); // nothing typed is nothing wrong yet
  for (const [typed, said] of [
    ["1000000", `More than your balance of ${balance}`],
    ["0.5", "The amount is below the minimum of 1 USD"],
    ["abc", "Use only digits and “.”, not “abc”"],
    ["10,5", "Use “.” for decimals"],
  ] as const) {
    await sell.fill(typed);
    await expect(m.getByRole("alert")).toHaveText(said);
    await expect(sell).toHaveAttribute("aria-invalid", "true");
    await expect(sell).toHaveAccessibleDescription(said);
    await expect(exchange).toBeDisabled();
  }
  await sell.fill("20");
  await expect(m.getByRole("alert")).toHaveCount(0);
  await expect(exchange).toBeEnabled();
  await sell.fill("");
  await expect(m.getByRole("alert")).toHaveCount(0);

  // Russian writes "10,5": read as 10.5, quoted, and the button is free.
  await useLanguage(page, "ru");
  const ru = texts("ru");
  const sellRu = m.getByRole("textbox", { name: ru.exchange!.amount!.replace("{{coin}}", "USDT") });
  await sellRu.fill("10,5");
  await expect(m.getByRole("alert")).toHaveCount(0);
  await expect(m.getByRole("definition").filter({ hasText: /^[\d\s]+,\d{4}\sHOLD$/ })).toHaveCount(2);
  await expect(m.getByRole("button", { name: ru.exchange!.submit!, exact: true })).toBeEnabled();
});

test("withdraw checks the amount as it is typed; the address is checked at the tap", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/withdraw");
  const m = page.getByRole("main");
  const available = m.getByText(/^Available: [\d,.]+\sUSDT$/);
  await expect(available).toBeVisible();
  const balance = (await available.textContent())!.replace(/^Available: /, "");
  const amount = m.getByRole("textbox", { name: "Amount" });
  const submit = m.getByRole("button", { name: "Withdraw", exact: true });
  const alert = m.getByRole("alert");
  for (const [typed, said] of [
    ["1e3", "Use only digits and “.”, not “e”"],
    ["25,5", "Use “.” for decimals"],
    ["12.34567", "At most 4 decimal places"],
    ["-5", "Enter an amount above 0"],
    ["0", "Enter an amount above 0"],
    ["5", "The minimum withdrawal is 10 USDT"],
    ["1,000", `More than your balance of ${balance}`],
    ["2 000 000 000", "At most 1,000,000,000 at a time"],
  ] as const) {
    await amount.fill(typed);
    await expect(alert).toHaveText(said);
    await expect(amount).toHaveAccessibleDescription(said);
    await expect(submit).toBeDisabled();
  }
  await amount.fill("1,000.5");
  await expect(alert).toHaveText(`More than your balance of ${balance}`);
  await amount.fill("50");
  await expect(alert).toHaveCount(0);
  await expect(submit).toBeEnabled();
  // An amount that passes leaves the address to the tap.
  await submit.click();
  await expect(alert).toHaveText("Please enter the withdrawal address");

  // Russian: "25,5" and "1 000,5" are read; Max writes the balance the Russian way; each refusal in Russian.
  await useLanguage(page, "ru");
  const ru = texts("ru");
  const amountRu = m.getByRole("textbox", { name: ru.withdraw!.amount!, exact: true });
  const submitRu = m.getByRole("button", { name: ru.withdraw!.submit!, exact: true });
  const balanceRu = balance.replace(/,/g, "\u00a0").replace(".", ",");
  for (const [typed, said] of [
    ["25.5.5", "Дробную часть отделяйте знаком «,»"],
    ["1.000,5", "Дробную часть отделяйте знаком «,»"],
    ["12,34567", "Не более 4 знаков после запятой"],
    ["abc", "Можно вводить только цифры и «,», а не «abc»"],
    ["0", "Введите сумму больше 0"],
    ["5", "Минимальная сумма вывода — 10\u00a0USDT"],
    ["1 000,5", `Больше вашего баланса: ${balanceRu}`],
  ] as const) {
    await amountRu.fill(typed);
    await expect(alert).toHaveText(said);
    await expect(submitRu).toBeDisabled();
  }
  await amountRu.fill("25,5");
  await expect(alert).toHaveCount(0);
  await expect(submitRu).toBeEnabled();
  // A figure and its coin never break apart or inside the coin, however long the line beside them (issue 30, 4).
  await amountRu.fill("700");
  const fee = m.getByRole("definition").filter({ hasText: /^7,0000\sUSDT$/ });
  expect(await fee.locator(".amount").evaluate((figure) => figure.getClientRects().length)).toBe(1);
  await m.getByRole("button", { name: ru.amountField!.max!, exact: true }).click();
  // "735.5000 USDT" is filled in as "735,5": the decimal comma, no grouping, no zeros at the end.
  const plain = balance
    .replace(/\sUSDT$/, "")
    .replace(/,/g, "")
    .replace(/\.?0+$/, "");
  await expect(amountRu).toHaveValue(plain.replace(".", ","));
  await expect(alert).toHaveCount(0);
});
