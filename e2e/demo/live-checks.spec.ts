import { expect } from "@playwright/test";
import { test } from "./sharedPage";

test("exchange says what is wrong with the amount as it is typed, and its button waits for a good one", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/exchange");
  const m = page.getByRole("main");
  await expect(m.getByText(/^Available: [\d,.]+\sUSDT$/)).toBeVisible();
  const sell = m.getByRole("textbox", { name: "Amount of USDT to sell" });
  const exchange = m.getByRole("button", { name: "Exchange", exact: true });
  await expect(m.getByRole("alert")).toHaveCount(0); // nothing typed is nothing wrong yet
  for (const [typed, said] of [
    ["1000000", "Insufficient balance"],
    ["0.5", "The amount is below the minimum of 1 USD"],
    ["abc", "Please enter a correct amount"],
  ] as const) {
    await sell.fill(typed);
    await expect(m.getByRole("alert")).toHaveText(said);
    await expect(sell).toHaveAttribute("aria-invalid", "true");
    await expect(exchange).toBeDisabled();
  }
  await sell.fill("20");
  await expect(m.getByRole("alert")).toHaveCount(0);
  await expect(exchange).toBeEnabled();
  await sell.fill("");
  await expect(m.getByRole("alert")).toHaveCount(0);
});

test("withdraw checks the amount as it is typed; the address is checked at the tap", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/withdraw");
  const m = page.getByRole("main");
  const available = m.getByText(/^Available: [\d,.]+\sUSDT$/);
  await expect(available).toBeVisible();
  const balance = Number((await available.textContent())!.replace(/[^\d.]/g, ""));
  const amount = m.getByRole("textbox", { name: "Amount" });
  const submit = m.getByRole("button", { name: "Withdraw", exact: true });
  const alert = m.getByRole("alert");
  for (const bad of ["1e3", "12.34567", "-5", "0", "1,000"]) {
    await amount.fill(bad);
    await expect(alert).toHaveText("Please enter a correct amount");
    await expect(submit).toBeDisabled();
  }
  await amount.fill("5");
  await expect(alert).toHaveText("The minimum withdrawal is 10 USDT");
  await expect(submit).toBeDisabled();
  await amount.fill(String(balance + 1));
  await expect(alert).toHaveText("The amount is more than your balance");
  await expect(submit).toBeDisabled();
  await amount.fill("50");
  await expect(alert).toHaveCount(0);
  await expect(submit).toBeEnabled();
  // An amount that passes leaves the address to the tap.
  await submit.click();
  await expect(alert).toHaveText("Please enter the withdrawal address");
});
