import { expect } from "@playwright/test";
import { test } from "./sharedPage";

test("without any wallet the visitor is told so, offered a way on, and stays logged out", async ({
  page,
}) => {
  // A browser with no wallet: the demo wallet's EIP-6963 announcement never reaches the app.
  await page.addInitScript(() => {
    window.addEventListener("eip6963:announceProvider", (event) => event.stopImmediatePropagation(), true);
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByRole("status")).toContainText("metamask is not install!");
  // A computer (the test browser's agent names no phone): continue on the phone by the page's QR code.
  const sheet = page.getByRole("dialog", { name: "Continue on your phone" });
  await expect(sheet.getByRole("img", { name: "QR code of this page's address" })).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
});
