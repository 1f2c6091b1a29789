import { expect } from "@playwright/test";
import { test } from "./sharedPage";

test("the stake form keeps one quantity: typing it chooses that many NFTs, choosing sets it", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/stake2");
  const list = page.getByRole("list", { name: "My available NFTs" });
  const picks = list.getByRole("button");
  await expect(picks.first()).toBeVisible();
  const available = await picks.count();
  expect(available).toBeGreaterThan(1);
  const quantity = page.getByLabel("Stake quantity");
  const pressed = list.locator('button[aria-pressed="true"]');

  await quantity.fill("2");
  await expect(pressed).toHaveCount(2);
  await quantity.fill("99"); // no more than there are
  await expect(quantity).toHaveValue(String(available));
  await expect(pressed).toHaveCount(available);
  await picks.first().click();
  await expect(quantity).toHaveValue(String(available - 1));
  await quantity.fill("");
  await expect(pressed).toHaveCount(0);
});
