import { expect, type Page } from "@playwright/test";
import { pageApi } from "../pageApi";
import { signInAs } from "./helpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

/** The admin overview's counts, as its tiles say them under their sums ("3 nodes sold", "5 NFTs minted"). */
async function overview(page: Page): Promise<Record<"nodes" | "mints" | "deposits", number>> {
  await page.goto("/#/admin");
  const tiles = page.getByRole("main").getByRole("list", { name: "Overview" });
  const count = async (label: RegExp, counted: RegExp) => {
    const tile = tiles.getByRole("listitem").filter({ hasText: label });
    await expect(tile).toContainText(counted);
    return Number(counted.exec((await tile.textContent()) ?? "")?.[1]);
  };
  return {
    nodes: await count(/^Node sales/, /(\d+) nodes? sold/),
    mints: await count(/^Mints/, /(\d+) NFTs? minted/),
    deposits: await count(/^Deposits/, /(\d+) deposits?\b/),
  };
}

async function switchTo(page: Page, persona: "Admin" | "User with history") {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^0x\S+ My wallet$/ })
    .click();
  await page.getByRole("dialog", { name: "My wallet" }).getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("button", { name: "Connect wallet" }).first()).toBeVisible();
  await signInAs(page, persona);
}

test("the admin overview counts what a user just did: a deposit, a node purchase and a mint", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startSignedIn(page, "Admin");
  const before = await overview(page);

  await switchTo(page, "User with history");
  const deposit = await pageApi(page, "POST", "/api/user/recharge/simulate", {
    coin_id: 1,
    channel: "BEP20",
    amount: "200",
    request_id: "overview-deposit-1",
  });
  expect(deposit.code).toBe(200);
  expect((await pageApi(page, "POST", "/api/demo/clock/advance", { ms: 120_000 })).code).toBe(200);
  expect((await pageApi(page, "GET", "/api/user/coins")).code).toBe(200); // confirms the deposit
  expect(
    (await pageApi(page, "POST", "/api/node/buy/1", { params: { request_id: "overview-node-1" } })).code,
  ).toBe(200);
  expect(
    (await pageApi(page, "POST", "/api/n_f_t/mint", { params: { request_id: "overview-mint-1" } })).code,
  ).toBe(200);

  await switchTo(page, "Admin");
  const after = await overview(page);
  expect(after).toEqual({ nodes: before.nodes + 1, mints: before.mints + 1, deposits: before.deposits + 1 });
});
