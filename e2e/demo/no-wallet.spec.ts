import { expect, test } from "@playwright/test";

test("without any wallet the visitor is told so and stays logged out", async ({ page }) => {
  // A browser with no wallet: the demo wallet's EIP-6963 announcement never reaches the app.
  await page.addInitScript(() => {
    window.addEventListener("eip6963:announceProvider", (event) => event.stopImmediatePropagation(), true);
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("status")).toContainText("metamask is not install!");
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
});
