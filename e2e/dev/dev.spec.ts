import { expect, test } from "@playwright/test";
import { signInAs } from "../demo/helpers";

test("npm run dev serves the worker backend: a visitor signs in with the demo wallet", async ({ page }) => {
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["content-type"]).toContain("javascript");
  await page.goto("/");
  await signInAs(page, "New user");
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The API answers from the worker, not the dev server's HTML fallback.
  const coins = await page.evaluate(() => fetch("/api/public/coins").then((r) => r.json()));
  expect(coins).toMatchObject({ code: 200 });
});
