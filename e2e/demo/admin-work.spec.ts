import { expect, type Locator, type Page } from "@playwright/test";
import { AMOUNT_PLACES, formatDecimal } from "../../src/lib/money/format";
import { pageApi } from "../pageApi";
import { askWithdrawal, SOMEWHERE } from "./askWithdrawal";
import { axe } from "./axe";
import { signInAs } from "./helpers";
import { signOut, toasts } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

test.describe.configure({ timeout: 90_000 });

/** The demo personas' addresses (src/wallet/demo/personaKeys.ts). */
const HISTORY = "0x6F20b1FbC40Cf4aA69db2EA51cC5147c493fd816";
const ADMIN = "0x335280518a9da9db436cDF2AAF43DdA2242Ba816";
const mask = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** The number a review tab shows, "Pending (2)" → 2. */
async function tabCount(main: Locator, status: string): Promise<number> {
  const tab = main.getByRole("tab", { name: new RegExp(`^${status} \\(\\d+\\)$`) });
  await expect(tab).toBeVisible();
  return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? "")![1]);
}

async function openAdmin(page: Page): Promise<Locator> {
  await page.goto("/#/admin");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  return main;
}

test("the admin's home offers no inviter to bind", async ({ page }) => {
  await startSignedIn(page, "Admin");
  const main = page.getByRole("main");
  await expect(main.getByText("Advanced node")).toBeVisible();
  await expect(main.getByRole("region", { name: "Bind your inviter" })).toHaveCount(0);
  await expect(main.getByText("Bind your inviter")).toHaveCount(0);
});

test("approving a 50 USDT withdrawal says 49 USDT is sent; each tab counts its own list as it moves", async ({
  page,
}) => {
  await startSignedIn(page, "User with history");
  await askWithdrawal(page);
  // A second one, for the rejection at the end.
  await askWithdrawal(page, "30");
  await signOut(page);
  await signInAs(page, "Admin");
  const main = await openAdmin(page);

  const pending = await tabCount(main, "Pending");
  const processing = await tabCount(main, "Processing");
  const successful = await tabCount(main, "Successful");
  expect(pending).toBeGreaterThanOrEqual(1);
  // The overview's "Awaiting review" is the pending tab's number.
  await expect(main.getByRole("button", { name: /^Awaiting review/ })).toContainText(String(pending));
  await expect(main.getByRole("list", { name: "Pending withdrawals" }).getByRole("listitem")).toHaveCount(
    Math.min(pending, 10),
  );

  const review = main.getByRole("article", {
    name: `Withdrawal 50.0000 USDT · ${mask(HISTORY).toLowerCase()}`,
  });
  await expect(review).toContainText("User receives");
  await expect(review).toContainText("49.0000 USDT");
  await expect(review).not.toContainText("You receive");
  await review.getByRole("button", { name: /^Approve withdrawal 50\.0000/ }).click();
  const sure = page.getByRole("dialog", { name: "Approve this withdrawal?" });
  for (const [label, value] of [
    ["Withdrawal amount", "50.0000 USDT"],
    ["Fee", "1.0000 USDT"],
    ["Sent to the user", "49.0000 USDT"],
  ]) {
    await expect(sure.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(sure.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
  }
  await expect(sure).toContainText(`49.0000 USDT will be sent to ${mask(SOMEWHERE)}.`);
  // The whole request: coin and channel, when, and the whole destination, to copy.
  await expect(sure.getByRole("definition").filter({ hasText: "USDT · BEP20" })).toBeVisible();
  await expect(sure.getByRole("term").filter({ hasText: "Time" })).toBeVisible();
  await expect(sure.getByText(SOMEWHERE, { exact: true }).first()).toBeAttached();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await sure.getByRole("button", { name: "Copy: To address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SOMEWHERE);
  await sure.getByRole("button", { name: "Approve" }).click();
  await expect(toasts(page)).toContainText("Withdrawal approved");

  await expect(main.getByRole("tab", { name: `Pending (${pending - 1})` })).toBeVisible();
  await expect(main.getByRole("tab", { name: `Processing (${processing + 1})` })).toBeVisible();
  await main.getByRole("tab", { name: /^Processing/ }).click();
  await expect(main.getByRole("list", { name: "Processing withdrawals" }).getByRole("listitem")).toHaveCount(
    Math.min(processing + 1, 10),
  );

  // Once the demo clock has passed the processing time, it moves to Successful, and so do the counts.
  await main.getByRole("button", { name: "+1 hour" }).click();
  await expect(main.getByRole("tab", { name: `Successful (${successful + 1})` })).toBeVisible();
  await expect(main.getByRole("tab", { name: `Processing (${processing})` })).toBeVisible();
  await expect(main.getByRole("button", { name: /^Withdrawals sent/ })).toContainText(
    `${successful + 1} withdrawal`,
  );

  // Rejecting shows the same request, what comes back, and what the user's records will say.
  await main.getByRole("tab", { name: /^Pending/ }).click();
  await main.getByRole("button", { name: /^Reject withdrawal 30\.0000 USDT/ }).click();
  const no = page.getByRole("dialog", { name: "Reject this withdrawal?" });
  for (const [label, value] of [
    ["User", mask(HISTORY).toLowerCase()],
    ["Coin", "USDT · BEP20"],
    ["Withdrawal amount", "30.0000 USDT"],
    ["Refunded to the user", "30.0000 USDT"],
  ] as const)
    await expect(
      no
        .locator("dl > div")
        .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) })
        .getByRole("definition"),
    ).toContainText(value);
  await expect(no.getByText(SOMEWHERE, { exact: true }).first()).toBeAttached();
  await expect(no).toContainText("30.0000 USDT will be refunded to the user's balance.");
  const sees = no.getByRole("region", { name: "What the user will see in their records" });
  await expect(sees.getByRole("definition")).toHaveText([
    "−30.0000 USDT Failed",
    "Withdrawal rejection +30.0000 USDT",
  ]);
  await no.getByRole("button", { name: "Reject" }).click();
  await expect(toasts(page)).toContainText("Withdrawal rejected");

  // And that is what the user sees.
  await signOut(page);
  await signInAs(page, "User with history");
  await page.goto("/#/withdrawLogs");
  await expect(page.getByRole("main").getByRole("article").first()).toContainText(/−30\.0000\sUSDT\s*Failed/);
  await page.goto("/#/billLogs?type=withdrawal_rejection");
  await expect(page.getByRole("main").getByRole("listitem").first()).toContainText(
    /Withdrawal rejection\s*\+30\.0000\sUSDT/,
  );
});

test("the overview's tiles open their lists: review tabs, the stake list and the lookup", async ({
  page,
}) => {
  await startSignedIn(page, "Admin");
  const main = await openAdmin(page);
  const overview = main.getByRole("list", { name: "Overview" });
  // Only the tiles with a list behind them are buttons.
  await expect(overview.getByRole("button")).toHaveCount(4);
  await expect(overview.getByRole("listitem").filter({ hasText: /^Deposits/ })).toContainText(
    /\d+ deposits?/,
  );

  await overview.getByRole("button", { name: /^Withdrawals sent/ }).click();
  await expect(main.getByRole("tab", { name: /^Successful/ })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("tab", { name: /^Successful/ })).toBeFocused();
  await overview.getByRole("button", { name: /^Awaiting review/ }).click();
  await expect(main.getByRole("tab", { name: /^Pending/ })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("tab", { name: /^Pending/ })).toBeFocused();
  await expect(main.getByRole("tab", { name: /^Pending/ })).toBeInViewport();

  const stakes = overview.getByRole("button", { name: /^Active stakes/ });
  const active = Number(/(\d+)/.exec((await stakes.textContent()) ?? "")![1]);
  await stakes.click();
  const heading = main.getByRole("heading", { level: 2, name: "Active stakes" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const list = main.getByRole("list", { name: "Active stakes of every user" });
  await expect(list.getByRole("listitem")).toHaveCount(Math.min(active, 10));
  // The user with history staked an NFT six days ago (mocks/seed.ts): six days, 10 a day.
  const staked = list.getByRole("article", { name: new RegExp(`staked by ${mask(HISTORY)}$`) });
  const sixDays = staked.filter({ hasText: "6 days" });
  await expect(sixDays).toHaveCount(1);
  await expect(sixDays).toContainText("60.0000 HOLD (releasing)");
  await expect(sixDays).toContainText("Staked since");
  await expect(staked.filter({ hasText: "3 days" })).toContainText("30.0000 HOLD (releasing)");

  await overview.getByRole("button", { name: /^Users/ }).click();
  await expect(main.getByRole("textbox", { name: "Wallet address" })).toBeFocused();
});

test("the lookup finds the user with history by address: balances, node tier, inviter, last ten bill entries", async ({
  page,
}) => {
  await startSignedIn(page, "Admin");
  const main = await openAdmin(page);
  const lookup = main.getByRole("region", { name: "Find a user" });
  const address = lookup.getByRole("textbox", { name: "Wallet address" });
  const go = lookup.getByRole("button", { name: "Look up" });

  await address.fill("0x1234");
  await go.click();
  await expect(lookup.getByRole("alert")).toHaveText("Please enter a correct address");
  await address.fill(SOMEWHERE);
  await go.click();
  await expect(lookup.getByText("No user has this address")).toBeVisible();
  // Said once, under the field: not again in a toast.
  await expect(toasts(page)).not.toContainText("No user has this address");

  await address.fill(`  ${HISTORY.toLowerCase()} `);
  await go.click();
  const found = lookup.getByRole("article", { name: "Account" });
  await expect(found).toContainText(HISTORY);
  await expect(found).toContainText("Intermediate node");
  await expect(found.getByRole("definition").filter({ hasText: mask(ADMIN) })).toBeVisible();
  const balances = found.getByRole("region", { name: "Balances" });
  await expect(balances.getByRole("term")).toHaveText(["USDT", "HOLD", "HOLD (releasing)", "BNB"]);
  // The figures are the user's own: what the user's GET /api/user/coins says, formatted.
  const answer = await pageApi<{ balances: { money: string }[] }>(
    page,
    "GET",
    `/api/admin/user?address=${HISTORY}`,
  );
  await expect(balances.getByRole("definition")).toHaveText(
    answer.data.balances.map((b) => formatDecimal(b.money, AMOUNT_PLACES, "en")),
  );
  await expect(found.getByRole("list", { name: "Latest bill entries" }).getByRole("listitem")).toHaveCount(
    10,
  );
  // The page with the answer passes axe (names, roles, contrast; a name holds its visible label).
  await axe(page, "main");
});
