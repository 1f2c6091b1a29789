import { expect } from "@playwright/test";

import { openPanel } from "./shellHelpers";
import { startSignedIn } from "./seededDemo";
import { test } from "./sharedPage";

test("disconnect ends the session on the server too: the old token is refused with 10039", async ({
  page,
}) => {
  await startSignedIn(page, "New user");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  const info = (t: string) =>
    page.evaluate(async (auth) => {
      const response = await fetch("/api/user/info", { headers: { Authorization: auth } });
      return ((await response.json()) as { code: number }).code;
    }, t);
  expect(await info(token!)).toBe(200);

  const panel = await openPanel(page);
  const reloaded = page.waitForEvent("load");
  await panel.getByRole("button", { name: "Disconnect" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Connect wallet" })).toBeVisible();
  expect(await info(token!)).toBe(10039);
});
