import { expect, type Locator } from "@playwright/test";
import { test } from "./sharedPage";
import { toasts } from "./shellHelpers";

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

test("a message shows under the header, never over its buttons nor over the form being filled", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  await page.goto("/#/stake2");
  const main = page.getByRole("main");
  const list = main.getByRole("list", { name: "My available NFTs" });
  await expect(list).toBeVisible();
  await main.getByRole("button", { name: "Stake", exact: true }).click();
  const message = toasts(page).getByText("Please choose the NFT to stake");
  await expect(message).toBeVisible();
  const shown = await box(message);
  const form = await box(list);
  expect(shown.y + shown.height).toBeLessThanOrEqual(form.y);
  const header = await box(page.getByRole("banner"));
  expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(shown.y).toBeLessThan(header.y + header.height + 20);
});

test("leaving the page clears its messages", async ({ sharedPage }) => {
  const page = await sharedPage("User with history");
  const main = page.getByRole("main");
  await main
    .getByRole("region", { name: "In development" })
    .getByRole("button", { name: /^Pledge loan/ })
    .click();
  await expect(toasts(page).getByText("Coming soon")).toBeVisible();
  await page.waitForTimeout(600);
  await main.getByRole("button", { name: "Stake NFT", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stake NFT" })).toBeVisible();
  await expect(toasts(page).getByText("Coming soon")).toHaveCount(0);
});
