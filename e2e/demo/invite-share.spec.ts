import { expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { readQr } from "../qr";

import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

test("the invitation goes through the phone's share sheet, and its QR code is saved as a picture", async ({
  page,
}) => {
  // A phone browser's share sheet, as the Web Share API offers it: what it is given is kept for the test.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, "canShare", { value: () => true });
  });
  await startSignedIn(page, "User with history");
  await page.goto("/#/userTeam");
  const main = page.getByRole("main");
  const link = (await main.getByTestId("share-link").textContent())!;
  expect(link).toMatch(/#\/home\?invite_code=\w+$/);

  await main.getByRole("button", { name: "Share invitation" }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([
    {
      title: "Holder invitation",
      text: `Join me on Holder with my invitation code ${link.split("=")[1]}.`,
      url: link,
    },
  ]);
  // The copy button stays beside it.
  await expect(main.getByRole("button", { name: "Copy invitation link" })).toBeVisible();

  const download = page.waitForEvent("download");
  await main.getByRole("button", { name: "Save QR code" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^holder-invitation-\w+\.png$/);
  expect(await readQr(page, await readFile((await file.path())!))).toBe(link);
});

test("without a share sheet the invitation is copied", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await startSignedIn(page, "User with history");
  await page.goto("/#/userTeam");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Copy invitation link" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Share invitation" })).toHaveCount(0);
  await main.getByRole("button", { name: "Copy invitation link" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await main.getByTestId("share-link").textContent(),
  );
});
