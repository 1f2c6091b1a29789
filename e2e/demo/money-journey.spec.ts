import { expect, type Page, type Request } from "@playwright/test";
import { pageApi } from "../pageApi";
import { signInAs } from "./helpers";
import { texts, useLanguage } from "./languages";
import { animationsDone, panelShows, signOut, toasts } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole("main");

/**
 * The API calls the page makes from now until the returned function is called: a result page opened by a money
 * move shows the POST's answer, with no look in the records for it (docs/decisions/0050-data-layer-edges.md).
 */
function apiCalls(page: Page): () => string[] {
  const calls: string[] = [];
  const seen = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("/api/"))
      calls.push(`${request.method()} ${pathname.slice(pathname.indexOf("/api/"))}`);
  };
  page.on("request", seen);
  return () => {
    page.off("request", seen);
    return calls;
  };
}

async function picture(page: Page, name: string) {
  await animationsDone(page);
  await shot(page, `${screenshotDir}/money-${name}-en.png`, { fullPage: true });
}

test("recharge, exchange, a refused then a rejected withdrawal, and the refund in the bill", async ({
  page,
}) => {
  await startSignedIn(page, "New user");

  // Recharge, found by tapping from home at $0.00: USDT over BEP20, the address as QR code and text, the
  // warnings, then a simulated deposit.
  const m = main(page);
  await expect(m.getByText("$0.00")).toBeVisible();
  await m.getByRole("button", { name: "Recharge", exact: true }).click();
  await expect(m.getByRole("heading", { level: 1, name: "Recharge" })).toBeVisible();
  await expect(m.getByRole("combobox", { name: "Coin" })).toHaveValue("1");
  await expect(m.getByRole("combobox", { name: "Channel" })).toHaveValue("BEP20");
  await expect(m.getByRole("img", { name: "QR code of the deposit address" })).toBeVisible();
  await expect(m.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
  await expect(m.getByText("This address accepts USDT only", { exact: false })).toBeVisible();
  await expect(m.getByText("Only assets on the BSC chain", { exact: false })).toBeVisible();
  await expect(
    m.getByText("Direct recharge from a centralized exchange is prohibited", { exact: false }),
  ).toBeVisible();
  await picture(page, "recharge");
  await m.getByRole("button", { name: "Copy address" }).click();
  await expect(toasts(page)).toContainText("Copied");
  await m.getByRole("textbox", { name: "Deposit amount (USDT)" }).fill("100");
  const depositCalls = apiCalls(page);
  await m.getByRole("button", { name: "Simulate deposit" }).click();
  // A result page, not a message under the form: the deposit, confirming; its record a tap away.
  await expect(page).toHaveURL(/#\/rechargeResult\?id=\d+$/);
  await expect(m.getByRole("heading", { name: "Deposit confirming on chain" })).toBeVisible();
  await expect(m.getByText("+100.0000 USDT")).toBeVisible();
  const depositAsked = depositCalls();
  expect(depositAsked).toContain("POST /api/user/recharge/simulate");
  expect(depositAsked).not.toContain("GET /api/user/recharge/logs");
  await picture(page, "rechargeResult");

  // Pending until its confirmation time; then the open records page turns it credited by itself, no reload and no
  // tap: the clock moves behind the page's back, as the minute would pass on chain (docs/decisions/0043).
  await m.getByRole("link", { name: "View record" }).click();
  const deposit = m.getByRole("article", { name: /^Recharge 100\.0000\sUSDT · \w{3} \d/ });
  await expect(deposit).toContainText("Pending");
  await expect(deposit).toContainText("+100.0000 USDT");
  expect((await pageApi(page, "POST", "/api/demo/clock/advance", { ms: 60_000 })).code).toBe(200);
  await expect(deposit).toContainText("Successful", { timeout: 10_000 });
  await picture(page, "rechargeLogs");
  await panelShows(page, { USDT: "100.0000" });

  // Exchange 20 USDT for HOLD: what the page quotes is what arrives.
  await page.goto("/#/exchange");
  await expect(m.getByRole("combobox", { name: "Pair" })).toBeVisible();
  await expect(m.getByText("Available: 100.0000 USDT")).toBeVisible();
  await expect(
    m.getByRole("img", {
      name: /^HOLD price chart, last 2 days, last price \$0\.125000, 24h change [+−]?\d\.\d{6} \([+−]?[\d.]+%\)$/,
    }),
  ).toBeVisible();
  // An amount the server would refuse (more than the balance) shows no fee and nothing to receive.
  const sell = m.getByRole("textbox", { name: "Amount of USDT to sell" });
  await sell.fill("1000");
  await expect(m.getByRole("definition").filter({ hasText: /^--$/ })).toHaveCount(2);
  // Another pair sells another coin: the amount does not carry over.
  const pairs = m.getByRole("combobox", { name: "Pair" });
  const first = await pairs.inputValue();
  const other = await pairs
    .getByRole("option")
    .evaluateAll(
      (options, now) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== now),
      first,
    );
  await pairs.selectOption(other ?? first);
  await expect(m.getByRole("textbox", { name: /^Amount of .+ to sell$/ })).toHaveValue("");
  await pairs.selectOption(first);
  await sell.fill("20");
  const quote = m.getByRole("definition");
  await expect(quote.filter({ hasText: "1 USDT ≈ 8.000 HOLD" })).toHaveCount(1);
  await expect(quote.filter({ hasText: "0.4800 HOLD" })).toHaveCount(1);
  await expect(quote.filter({ hasText: "159.5200 HOLD" })).toHaveCount(1);
  await picture(page, "exchange");
  await m.getByRole("button", { name: "Exchange", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm exchange" });
  await expect(confirm).toContainText("20.0000 USDT");
  await expect(confirm).toContainText("1 USDT ≈ 8.000 HOLD");
  await expect(confirm).toContainText("0.4800 HOLD");
  await expect(confirm).toContainText("159.5200 HOLD");
  // A double tap is one exchange.
  await confirm.getByRole("button", { name: "Confirm" }).dblclick();
  await expect(m.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  await expect(m.getByRole("definition").filter({ hasText: "159.5200 HOLD" })).toHaveCount(1);
  await picture(page, "exchangeResult");
  await m.getByRole("link", { name: "View record" }).click();
  const trade = m.getByRole("article", { name: "Exchange of USDT for HOLD" });
  await expect(trade).toHaveCount(1);
  await expect(trade).toContainText("159.5200 HOLD");
  await expect(trade).toContainText("0.4800 HOLD");
  await expect(m.getByText("No more")).toBeVisible();

  // Withdraw: each bad input gets its message and changes nothing.
  await page.goto("/#/withdraw");
  const submit = m.getByRole("button", { name: "Withdraw", exact: true });
  const alert = m.getByRole("alert");
  const address = m.getByRole("textbox", { name: "Withdrawal address" });
  const amount = m.getByRole("textbox", { name: "Amount" });
  // The only currency and its channel are chosen already, with the balance.
  await expect(m.getByRole("combobox", { name: "Currency" })).toHaveValue("1");
  await expect(m.getByRole("combobox", { name: "Channel" })).toHaveValue("BEP20");
  await expect(m.getByText("Available: 80.0000 USDT")).toBeVisible();
  await submit.click();
  await expect(alert).toHaveText("Please enter the withdrawal address");
  for (const bad of ["0x1234", "0x4e9ce36E442e55EcD9025B9a6E0D88485d628A67", "hello"]) {
    await address.fill(bad);
    await submit.click();
    await expect(alert).toHaveText("Please enter a correct address");
  }
  await address.fill("0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67");
  await submit.click();
  await expect(alert).toHaveText("Please enter the withdrawal amount");
  // The amount's own checks, made as it is typed, are in live-checks.spec.ts.
  await expect(m.getByText("Available: 80.0000 USDT")).toBeVisible();
  // Fee 1 %, at least 1 USDT, shown as the user types.
  await amount.fill("50");
  await expect(alert).toHaveCount(0);
  await expect(m.getByRole("definition").filter({ hasText: "1.0000 USDT" })).toHaveCount(1);
  await expect(m.getByRole("definition").filter({ hasText: "49.0000 USDT" })).toHaveCount(1);
  await picture(page, "withdraw");
  // Nothing leaves before the summary is confirmed: cancel keeps the balance and the form.
  await submit.click();
  const confirmWithdrawal = page.getByRole("dialog", { name: "Confirm withdrawal" });
  // The whole address, not a shortened one, where it is checked.
  await expect(confirmWithdrawal).toContainText("0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67");
  await picture(page, "withdrawConfirm");
  await expect(confirmWithdrawal).toContainText("BEP20");
  await expect(confirmWithdrawal).toContainText("50.0000 USDT");
  await expect(confirmWithdrawal).toContainText("1.0000 USDT");
  await expect(confirmWithdrawal).toContainText("49.0000 USDT");
  await confirmWithdrawal.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmWithdrawal).toHaveCount(0);
  await expect(m.getByText("Available: 80.0000 USDT")).toBeVisible();
  await expect(amount).toHaveValue("50");
  await submit.click();
  const withdrawCalls = apiCalls(page);
  await confirmWithdrawal.getByRole("button", { name: "Confirm" }).click();
  await expect(m.getByRole("heading", { name: "Withdrawal submitted" })).toBeVisible();
  await expect(m.getByRole("definition").filter({ hasText: "49.0000 USDT" })).toHaveCount(1);
  const withdrawAsked = withdrawCalls();
  expect(withdrawAsked).toContain("POST /api/exchange/withdraw");
  expect(withdrawAsked).not.toContain("GET /api/user/withdraw/logs");
  await picture(page, "withdrawResult");
  // The panel, last opened at 100 USDT, shows what the exchange and the withdrawal left.
  await panelShows(page, { USDT: "30.0000", HOLD: "159.5200" });
  await m.getByRole("link", { name: "View record" }).click();
  const withdrawal = m.getByRole("article", { name: /^Withdrawal 50\.0000\sUSDT · \w{3} \d/ });
  await expect(withdrawal).toHaveCount(1); // the refused tries sent nothing
  await expect(withdrawal).toContainText("Pending");
  await expect(withdrawal).toContainText("−50.0000 USDT");
  await expect(withdrawal).toContainText("49.0000");

  // The admin rejects it, after a confirm step.
  await signOut(page);
  await signInAs(page, "Admin");
  await page.goto("/#/admin");
  await expect(m.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(m.getByRole("tab", { name: "Pending" })).toHaveAttribute("aria-selected", "true");
  const review = m.getByRole("article").filter({ hasText: "50.0000 USDT" });
  await expect(review).toHaveCount(1);
  await review
    .getByRole("button", { name: /^Reject withdrawal 50\.0000\sUSDT · 0x[0-9a-f]{4}…[0-9a-f]{4}$/ })
    .click();
  const sure = page.getByRole("dialog", { name: "Reject this withdrawal?" });
  await sure.getByRole("button", { name: "Cancel" }).click();
  await expect(sure).toHaveCount(0);
  await review
    .getByRole("button", { name: /^Reject withdrawal 50\.0000\sUSDT · 0x[0-9a-f]{4}…[0-9a-f]{4}$/ })
    .click();
  await sure.getByRole("button", { name: "Reject" }).click();
  await expect(toasts(page)).toContainText("Withdrawal rejected");
  await expect(review).toHaveCount(0);
  await m.getByRole("tab", { name: "Failed" }).click();
  await expect(m.getByRole("article").filter({ hasText: "50.0000 USDT" })).toContainText("Failed");

  // Back as the user: the whole amount came back, as "withdrawal rejection".
  await signOut(page);
  await signInAs(page, "New user");
  await page.goto("/#/billLogs");
  await m.getByRole("combobox", { name: "Change type" }).selectOption({ label: "Withdrawal rejection" });
  const refund = m.getByRole("list", { name: "Fund details" }).getByRole("listitem");
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText("Withdrawal rejection");
  await expect(refund).toContainText("+50.0000 USDT");
  await expect(refund).toContainText("Balance after: 80.0000");
  await page.goto("/#/withdrawLogs");
  await expect(m.getByRole("article", { name: /^Withdrawal / })).toContainText("Failed");

  // In Russian the amount is written "25,5": it is read as 25.5, and 25.5 is what is sent and booked.
  await useLanguage(page, "ru");
  const ru = texts("ru");
  await page.goto("/#/withdraw");
  await m
    .getByRole("textbox", { name: ru.withdraw!.address! })
    .fill("0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67");
  await m.getByRole("textbox", { name: ru.withdraw!.amount!, exact: true }).fill("25,5");
  await expect(m.getByRole("alert")).toHaveCount(0);
  await expect(m.getByRole("definition").filter({ hasText: /^24,5000\sUSDT$/ })).toHaveCount(1);
  await m.getByRole("button", { name: ru.withdraw!.submit!, exact: true }).click();
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/exchange/withdraw") && r.method() === "POST",
  );
  await page
    .getByRole("dialog", { name: ru.withdraw!.confirmTitle! })
    .getByRole("button", { name: ru.records!.confirm!, exact: true })
    .click();
  expect((await sent).postDataJSON()).toMatchObject({ amount: "25.5" });
  // The result page and the records book the amount as it was read.
  await expect(m.getByText(/^−25,5000\sUSDT$/)).toBeVisible();
});
