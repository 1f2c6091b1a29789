import { expect } from "@playwright/test";
import { pageApi } from "../pageApi";

import { test } from "./sharedPage";
import { screenshotDir, shot } from "../shots";

test("a result page opened without a result sends the user to the records, never showing a success", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  for (const [path, records, title] of [
    ["nodeSuccess", "nodeLogs", "Node records"],
    ["mintSuccess", "mintLogs", "Mint records"],
  ] as const) {
    await page.goto(`/#/${path}`);
    await expect(page).toHaveURL(new RegExp(`#/${records}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Purchase complete|Congratulations/)).toHaveCount(0);
  }
});

test("a detail or result page of a record that does not exist says so for good and leads to its list", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  const main = page.getByRole("main");
  for (const [path, back, list] of [
    ["myNodeDetail?id=999999", "Back to my node", "myNode"],
    ["stakeDetail?id=999999", "Back to stake", "stake"],
    ["nodeSuccess?id=999999", "Node records", "nodeLogs"],
    ["mintSuccess?mint=999999", "Mint records", "mintLogs"],
    ["withdrawResult?id=999999", "Withdrawal records", "withdrawLogs"],
    ["exchangeResult?id=999999", "Exchange records", "exchangeLogs"],
    ["rechargeResult?id=999999", "Recharge records", "rechargeLogs"],
  ] as const) {
    await page.goto(`/#/${path}`);
    await expect(main.getByRole("heading", { level: 2, name: "Record not found" })).toBeVisible();
    // Not a retry that would be refused again, and not a success.
    await expect(main.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(main.getByText(/Purchase complete|Congratulations/)).toHaveCount(0);
    await expect(main.getByRole("link", { name: back })).toHaveAttribute("href", `/#/${list}`);
  }
  // Said on the page, not in a toast that fades.
  await expect(page.getByRole("status").filter({ hasText: /no such record|not found/i })).toHaveCount(0);
  await main.getByRole("link", { name: "Recharge records" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recharge records" })).toBeVisible();
});

test("every result page: a status chip, the main step on the right; a state has one colour everywhere", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  const main = page.getByRole("main");
  const first = async (path: string) =>
    (await pageApi<{ list: { id: number }[] }>(page, "GET", `${path}?count=1`)).data.list[0]!.id;
  const results = [
    [`nodeSuccess?id=${await first("/api/node/records")}`, "Back to nodes", "View my node", "Successful"],
    [`mintSuccess?mint=${await first("/api/n_f_t/record")}`, "Mint again", "Stake it", "Minted"],
    [`rechargeResult?id=${await first("/api/user/recharge/logs")}`, "View record", "Done", "Successful"],
  ] as const;
  for (const [path, other, next, status] of results) {
    await page.goto(`/#/${path}`);
    await expect(main.locator(".result-hero .status")).toHaveText(status);
    const left = await main.getByRole("link", { name: other }).boundingBox();
    const right = await main.getByRole("link", { name: next }).boundingBox();
    expect(right!.x, path).toBeGreaterThan(left!.x);
    await expect(main.getByRole("link", { name: next })).not.toHaveClass(/secondary/);
  }

  // "Staked" is the same chip in the list and in the detail.
  const colour = (el: Element) => getComputedStyle(el).color;
  await page.goto("/#/stake");
  const inList = main
    .getByRole("link", { name: /^Stake details of NFT #\d+/ })
    .first()
    .getByText("Staked", { exact: true });
  const listColour = await inList.evaluate(colour);
  await main
    .getByRole("link", { name: /^Stake details of NFT #\d+/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Stake details" })).toBeVisible();
  const inDetail = main.getByText("Staked", { exact: true });
  await expect(inDetail).toBeVisible();
  expect(await inDetail.evaluate(colour)).toBe(listColour);
});

test("an unknown address shows a page under the header that says so and leads home", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  await page.goto("/#/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("/no-such-page")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Connect wallet" })).toBeVisible();
  await shot(page, `${screenshotDir}/not-found-en.png`);
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test("each node tier's sold count and remaining add up to its supply, and the bar draws what is sold", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/node");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const remaining = /Remaining ([\d,]+) \/ ([\d,]+)/.exec(
      (await card.getByText(/^Remaining /).textContent())!,
    )!;
    const sold = /^([\d,]+) sold$/.exec((await card.getByText(/ sold$/).textContent())!)!;
    const n = (s: string) => Number(s.replace(/,/g, ""));
    expect(n(sold[1]!) + n(remaining[1]!)).toBe(n(remaining[2]!));
    const bar = card.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", String(n(sold[1]!)));
    await expect(bar).toHaveAttribute("aria-valuemax", String(n(remaining[2]!)));
    const drawn = await bar.locator("span").evaluate((el) => el.getBoundingClientRect().width);
    if (n(sold[1]!) === 0) expect(drawn).toBe(0);
    else expect(drawn).toBeGreaterThan(0);
  }
});
