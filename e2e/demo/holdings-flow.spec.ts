import { expect as baseExpect, type Page } from "@playwright/test";
import { pageApi } from "../pageApi";
import { toFixedPlaces, units } from "../../src/lib/money/units";
import { roundTo } from "../../src/lib/money/arithmetic";

import { axe } from "./axe";
import { texts, useLanguage } from "./languages";
import { openPanel, toastSays } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

/** The machine may be busy: give the pages more time than the suite's default. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

const DAY = 24 * 60 * 60 * 1000;

/** "Remaining 1,000 / 1,000" → 1000 (en grouping). */
async function surplusOf(page: Page, tier: string): Promise<number> {
  const card = page.getByRole("article", { name: tier });
  const text = (await card.getByText(/^Remaining /).textContent()) ?? "";
  const m = /Remaining ([\d,]+) \//.exec(text);
  expect(m, text).not.toBeNull();
  return Number(m![1]!.replace(/,/g, ""));
}

/** "Your balance: 1,250.5000 USDT" in units of 0.0001. */
async function balanceOf(page: Page): Promise<bigint> {
  const line = page.getByText(/^Your balance: /);
  await expect(line).toBeVisible();
  const m = /Your balance: ([\d,]+)\.(\d{4})\sUSDT/.exec((await line.textContent()) ?? "");
  expect(m).not.toBeNull();
  return BigInt(m![1]!.replace(/,/g, "") + m![2]!);
}

/** The wallet panel's coin rows, once each shows its `expected` amount (a refetch may still be on its way). */
async function panelCoins(page: Page, expected: string[] = []): Promise<string[]> {
  const panel = await openPanel(page);
  const rows = panel.getByRole("tabpanel").getByRole("listitem");
  await expect(rows).toHaveCount(4);
  for (const [i, amount] of expected.entries()) await expect(rows.nth(i)).toContainText(amount);
  const texts = await rows.allTextContents();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  return texts;
}

/** "1,234.5000": how the panel writes an amount of the wire (4 places, en grouping). */
function shown(money: string): string {
  const [whole, fraction = ""] = toFixedPlaces(roundTo(units(money), 4, "halfAwayFromZero"), 4).split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction.padEnd(4, "0")}`;
}

/** Ten-thousandths of a coin as the wire writes them: 11505000n → "1150.5000". */
const fromTenThousandths = (n: bigint) => `${n / 10_000n}.${(n % 10_000n).toString().padStart(4, "0")}`;

/** "1 234,5000": an amount of the wire as Russian shows it (no-break space groups, comma decimals). */
function shownRu(money: string): string {
  const [whole, fraction] = shown(money).replace(/,/g, "").split(".");
  return `${new Intl.NumberFormat("ru").format(BigInt(whole!))},${fraction}`;
}

test("buy a node, mint, stake in the demo wallet, earn and receive income, see it in the bill", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  const panelBefore = await panelCoins(page);

  // ---- node: surplus drops by one -------------------------------------------------------------------------
  await page.goto("/#/node");
  await expect(page.getByRole("heading", { name: "Buy node", level: 1 })).toBeVisible();
  const before = await surplusOf(page, "Primary node");
  const balanceBefore = await balanceOf(page);
  await shot(page, `${screenshotDir}/holdings-flow-node-en.png`);
  // A tier the balance cannot pay says so before any confirmation, with the way to recharge (decision 0044).
  await page.getByRole("button", { name: "Buy Advanced node" }).click();
  const short = page.getByRole("dialog", { name: "Insufficient balance" });
  await expect(short).toContainText("Advanced node2,000.0000 USDT");
  await expect(short).toContainText(`Your balance${shown(fromTenThousandths(balanceBefore))} USDT`);
  await expect(short).toContainText(
    `Still needed${shown(fromTenThousandths(20_000_000n - balanceBefore))} USDT`,
  );
  await expect(page.getByRole("dialog", { name: "Confirm purchase" })).toHaveCount(0);
  await short.getByRole("button", { name: "Recharge" }).click();
  await expect(page.getByRole("heading", { name: "Recharge", level: 1 })).toBeVisible();
  await page.goto("/#/node");
  await page.getByRole("button", { name: "Buy Primary node" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm purchase" });
  await expect(confirm).toContainText("100.0000 USDT");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible();
  await axe(page, "main");
  await expect(page.getByText("Your Primary node is now active.")).toBeVisible();
  await page.getByRole("link", { name: "View my node" }).click();
  await expect(page.getByRole("list", { name: "My nodes" }).getByRole("link").first()).toContainText(
    "Primary node",
  );
  await page.goto("/#/node");
  await expect.poll(() => surplusOf(page, "Primary node")).toBe(before - 1);
  // 100 USDT left the balance (in ten-thousandths, so no float arithmetic).
  await expect.poll(() => balanceOf(page)).toBe(balanceBefore - 1_000_000n);

  // ---- mint: the NFT with its token id and picture --------------------------------------------------------
  await page.goto("/#/mint");
  await expect(page.getByText("Mint price", { exact: true })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "20.0000 USDT" })).toBeVisible();
  await page.getByRole("button", { name: "Mint now" }).click();
  // Paid from the balance: the price and what is left are confirmed first.
  const confirmMint = page.getByRole("dialog", { name: "Confirm mint" });
  await expect(confirmMint).toContainText("20.0000 USDT");
  await expect(confirmMint).toContainText("Balance after");
  const balanceLine = page.getByText(/^Your balance: /);
  const mintBalance = await balanceLine.textContent();
  await confirmMint.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmMint).toHaveCount(0);
  await expect(page).toHaveURL(/#\/mint$/);
  await expect(balanceLine).toHaveText(mintBalance ?? "");
  await page.getByRole("button", { name: "Mint now" }).click();
  await confirmMint.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Congratulations, MINT is successful" })).toBeVisible({
    timeout: 20_000,
  });
  const tokenText = (await page.locator(".token-id").textContent()) ?? "";
  const tokenId = Number(tokenText.replace("#", ""));
  expect(tokenId).toBeGreaterThan(0);
  const picture = page.getByRole("img", { name: `NFT picture #${tokenId}` });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await shot(page, `${screenshotDir}/holdings-flow-mint-success-en.png`);
  await axe(page, "main");

  // ---- stake: bad inputs, a rejected signature, then a confirmed one --------------------------------------
  await page.getByRole("link", { name: "Stake it" }).click();
  // The NFT just minted comes chosen, and the one quantity is the number chosen.
  const pick = page.getByRole("button", { name: `Choose NFT #${tokenId}` });
  const quantity = page.getByLabel("Stake quantity");
  await expect(pick).toHaveAttribute("aria-pressed", "true");
  await expect(quantity).toHaveValue("1");
  await pick.click();
  await expect(quantity).toHaveValue("");
  await page.getByRole("button", { name: "Stake", exact: true }).click();
  await toastSays(page, "Please choose the NFT to stake");
  await quantity.fill("0");
  await page.getByRole("button", { name: "Stake", exact: true }).click();
  await toastSays(page, "Please enter the quantity to stake");
  await pick.click();
  await expect(quantity).toHaveValue("1");
  await shot(page, `${screenshotDir}/holdings-flow-stake2-en.png`);

  await page.getByRole("button", { name: "Stake", exact: true }).click();
  const wallet = page.getByRole("dialog", { name: "Confirm transaction" });
  await expect(wallet).toContainText(`stake(${tokenId})`);
  await wallet.getByRole("button", { name: "Reject" }).click();
  await toastSays(page, "You declined the transaction in your wallet. Nothing was staked.");
  const own = await pageApi<{ tokenId: number }[]>(page, "GET", "/api/n_f_t/own");
  expect(own.data.map((n) => n.tokenId)).toContain(tokenId);

  await page.getByRole("button", { name: "Stake", exact: true }).click();
  await wallet.getByRole("button", { name: "Confirm" }).click();
  await toastSays(page, "Pledge Success");
  await expect(page.getByRole("heading", { name: "Stake NFT", level: 1 })).toBeVisible();
  // The 24-hour rule (docs/product.md#record-statuses) stands with the success on the page until the user has read it.
  const done = page.getByRole("main").getByRole("status").filter({ hasText: "Pledge Success" });
  await expect(done).toContainText(`Staked: NFT #${tokenId}.`);
  await expect(done).toContainText("takes effect after 24 hours");
  await done.getByRole("button", { name: "Got it" }).click();
  await expect(done).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Stake details of NFT #${tokenId}` })).toBeVisible();

  // ---- two days later: income, stake detail, receive, bill ------------------------------------------------
  const advanced = await pageApi(page, "POST", "/api/demo/clock/advance", { ms: 2 * DAY + 60_000 });
  expect(advanced.code).toBe(200);
  await page.getByRole("link", { name: `Stake details of NFT #${tokenId}` }).click();
  const details = page.getByRole("main");
  await expect(details.getByText("Stake days")).toBeVisible();
  await expect(details.locator(".info-row", { hasText: "Stake days" }).locator("dd")).toHaveText("2");
  await expect(details.locator(".info-row", { hasText: "Estimated income" }).locator("dd")).toHaveText(
    "3,630.0000 HOLD",
  );
  await shot(page, `${screenshotDir}/holdings-flow-stake-detail-en.png`);
  await axe(page, "main");

  await page.goto("/#/stakeLogs");
  const rows = page.getByRole("list", { name: "Income records" });
  await expect(rows.getByText(`NFT #${tokenId} income`).first()).toBeVisible();
  await shot(page, `${screenshotDir}/holdings-flow-stake-logs-en.png`);

  await page.goto("/#/stakeIncome");
  const available = page.getByTestId("available-income");
  await expect(available).not.toHaveText("0.0000");
  const claimed = ((await available.textContent()) ?? "").replace(/,/g, "");
  await shot(page, `${screenshotDir}/holdings-flow-income-en.png`);
  // In Russian, where the figures change: what arrived, from the answer itself, and where it went (decision 0044).
  await useLanguage(page, "ru");
  const ru = texts("ru");
  await page.getByRole("button", { name: ru.income!.receive! }).click();
  const received = page.getByRole("dialog", { name: ru.toast!.receiveSuccess! });
  await expect(received).toContainText(`${shownRu(claimed)} HOLD`);
  await expect(received).toContainText("HOLD (разблокируется)");
  await received.getByRole("button", { name: ru.income!.done! }).click();
  await expect(received).toHaveCount(0);
  await useLanguage(page, "en");
  await expect(available).toHaveText("0.0000");
  // Nothing left: the button says so and cannot be pressed (the server refuses it too: mocks/handlers/stakeIncome.test.ts).
  await expect(page.getByRole("button", { name: "Nothing to receive yet" })).toBeDisabled();

  const bill = await pageApi<{ list: { amount: string; type: string }[] }>(
    page,
    "GET",
    "/api/user/coin_logs?type=stake_reward",
  );
  expect(bill.code).toBe(200);
  expect(bill.data.list[0]!.type).toBe("stake_reward");
  expect(Number(bill.data.list[0]!.amount).toFixed(4)).toBe(claimed);

  // ---- the wallet panel, opened before all this, now shows what the node, the mint and the claim left ------
  const held = (await pageApi<{ coin_id: number; money: string }[]>(page, "GET", "/api/user/coins")).data;
  const panelAfter = await panelCoins(
    page,
    held.map((coin) => shown(coin.money)),
  );
  expect(panelAfter[0]).not.toBe(panelBefore[0]); // USDT paid for the node and the mint
  expect(panelAfter.slice(1)).not.toEqual(panelBefore.slice(1)); // HOLD received from the claim
});

test("in Russian, a node the balance cannot pay names its price, the balance and what is missing", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/node");
  await useLanguage(page, "ru");
  const ru = texts("ru");
  const name = ru.node!.type3!;
  const coins = (await pageApi<{ coin_id: number; money: string }[]>(page, "GET", "/api/user/coins")).data;
  const usdt = coins.find((c) => c.coin_id === 1)!.money;
  // What is missing is rounded up to the shown places: recharging the figure shown is enough.
  const step = 10n ** 14n;
  const missing = ((units("2000") - units(usdt) + step - 1n) / step) * step;
  await page.getByRole("button", { name: ru.nodePage!.buyTier!.replace("{{name}}", name) }).click();
  const short = page.getByRole("dialog", { name: ru.nodePage!.shortTitle! });
  await expect(short).toContainText(`${name}${shownRu("2000")} USDT`);
  await expect(short).toContainText(`${ru.nodePage!.shortBalance!}${shownRu(usdt)} USDT`);
  await expect(short).toContainText(
    `${ru.nodePage!.shortMissing!}${shownRu(toFixedPlaces(missing, 4))} USDT`,
  );
  await short.getByRole("button", { name: ru.records!.cancel! }).click();
  await expect(short).toHaveCount(0);
  await expect(page).toHaveURL(/#\/node$/);
});
