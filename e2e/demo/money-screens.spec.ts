import { expect, type Page } from "@playwright/test";
import { SCREEN_LANGS } from "./helpers";
import { animationsDone, horizontalOverflow } from "./shellHelpers";
import { texts, useLanguage as showLanguage } from "./languages";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test.describe.configure({ timeout: 120_000 });

const PAGES = [
  "exchange",
  "exchangeLogs",
  "recharge",
  "rechargeLogs",
  "withdraw",
  "withdrawLogs",
  "billLogs",
  "checkin",
] as const;

/** An exchange and a withdrawal, so the record pages have rows to show; their result pages' addresses. */
async function trade(page: Page): Promise<string[]> {
  const m = page.getByRole("main");
  await page.goto("/#/exchange");
  await expect(m.getByText(/^Available: [1-9]/)).toBeVisible();
  await m.getByRole("textbox", { name: "Amount of USDT to sell" }).fill("10");
  await m.getByRole("button", { name: "Exchange", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm exchange" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(m.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  const exchanged = page.url().split("#/")[1]!;
  await page.goto("/#/withdraw");
  await m.getByRole("combobox", { name: "Currency" }).selectOption({ label: "USDT" });
  await m
    .getByRole("textbox", { name: "Withdrawal address" })
    .fill("0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67");
  await m.getByRole("textbox", { name: "Amount" }).fill("20");
  await m.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm withdrawal" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(m.getByRole("heading", { name: "Withdrawal submitted" })).toBeVisible();
  return [exchanged, page.url().split("#/")[1]!];
}

async function capture(page: Page, lang: string, path: string, title: string, search = "") {
  await page.goto(`/#/${path}${search}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Lists and forms have loaded: no loading text left.
  await expect(main.getByText(texts(lang).list!.loading!, { exact: true })).toHaveCount(0);
  await animationsDone(page);
  await shot(page, `${screenshotDir}/money-page-${path}-${lang}.png`, { fullPage: true });
  expect(await horizontalOverflow(page), `${path} in ${lang}`).toEqual([]);
}

const LANGS = SCREEN_LANGS;

test("money pages at 390 × 844 in each screen language", async ({ page }) => {
  await startSignedIn(page, "User with history");
  const results = await trade(page);
  for (const lang of LANGS) {
    await showLanguage(page, lang);
    const t = texts(lang);
    for (const path of PAGES) await capture(page, lang, path, t.routes![path]!);
    for (const result of results) {
      const [path, search] = result.split("?");
      await capture(page, lang, path!, t.routes![path!]!, `?${search}`);
    }
  }
});

test("the admin page at 390 × 844 in each screen language, and a withdrawal reviewed to its end", async ({
  page,
}) => {
  await startSignedIn(page, "Admin");
  // The admin credits itself through the adjustment form, then asks for a withdrawal to review.
  const m = page.getByRole("main");
  const address = await page.evaluate(() => localStorage.getItem("address") ?? "");
  await page.goto("/#/admin");
  await m.getByRole("textbox", { name: "User address" }).fill(address);
  await m.getByRole("combobox", { name: "Coin" }).selectOption({ label: "USDT" });
  await m.getByRole("textbox", { name: "Amount (signed)" }).fill("-1.23456");
  await m.getByRole("textbox", { name: "Reason" }).fill("Demo credit");
  // Refused as it is typed, with the limit, and the button waits.
  await expect(m.getByRole("alert")).toHaveText("At most 4 decimal places");
  await expect(m.getByRole("button", { name: "Adjust balance" })).toBeDisabled();
  await m.getByRole("textbox", { name: "Amount (signed)" }).fill("0");
  await expect(m.getByRole("alert")).toHaveText("The change cannot be 0");
  await m.getByRole("textbox", { name: "Amount (signed)" }).fill("100");
  await m.getByRole("button", { name: "Adjust balance" }).click();
  const sure = page.getByRole("dialog", { name: "Confirm balance adjustment" });
  await expect(sure).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`);
  await expect(sure).toContainText("+100.0000 USDT");
  await expect(sure).toContainText("Demo credit");
  await sure.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toContainText("Balance adjusted, new balance");
  await trade(page);
  await page.goto("/#/billLogs");
  await m.getByRole("combobox", { name: "Change type" }).selectOption({ label: "Admin operation" });
  await expect(m.getByRole("list", { name: "Fund details" }).getByRole("listitem").first()).toContainText(
    "+100.0000 USDT",
  );
  for (const lang of [...LANGS].reverse()) {
    await showLanguage(page, lang);
    await capture(page, lang, "admin", texts(lang).routes!.admin!);
  }
  // In English again: approved, processing, then sent once the demo clock has passed the processing time.
  const review = m.getByRole("article").filter({ hasText: "20.0000 USDT" });
  await review
    .getByRole("button", { name: /^Approve withdrawal 20\.0000\sUSDT · 0x[0-9a-f]{4}…[0-9a-f]{4}$/ })
    .click();
  await page
    .getByRole("dialog", { name: "Approve this withdrawal?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByRole("status")).toContainText("Withdrawal approved");
  await m.getByRole("tab", { name: "Processing" }).click();
  await expect(review).toContainText("Processing");
  await m.getByRole("button", { name: "+1 hour" }).click();
  await m.getByRole("tab", { name: "Successful" }).click();
  await expect(review).toContainText("Successful");
  await page.goto("/#/withdrawLogs");
  const mine = m.getByRole("article", { name: /^Withdrawal 20\.0000\sUSDT · / });
  await expect(mine).toContainText("Successful");
  await expect(mine).toContainText("Transaction hash");
});
