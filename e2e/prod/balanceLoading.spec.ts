import { expect, test } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { API_URL, CHAIN_RPC } from "./env";
import { HISTORY_ACCOUNT } from "./personas";

// Over HTTP a request can be held (the demo's answers come from its service worker, which page.route cannot see).
for (const [path, title, submit] of [
  ["exchange", "Exchange", "Exchange"],
  ["withdraw", "Withdraw", "Withdraw"],
] as const) {
  test(`${title}: a balance still loading is never shown as 0, and the form waits for it`, async ({
    page,
  }) => {
    // Held from the start: a balance seen before shows at once (the cache), so this one has never been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${API_URL}/api/user/coins`, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(`${API_URL}/api/user/coins`);
    await connect(page, new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC));
    await page.goto(`/#/${path}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await asked;
    await expect(main.getByText(/^Available:/)).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Max" })).toBeDisabled();
    await expect(main.getByRole("button", { name: submit, exact: true })).toBeDisabled();

    release();
    await expect(main.getByText(/^Available: [\d,]*[1-9][\d,]*\.\d{4}\sUSDT$/)).toBeVisible();
    await expect(main.getByRole("button", { name: "Max" })).toBeEnabled();
    await expect(main.getByRole("button", { name: submit, exact: true })).toBeEnabled();
  });
}

test("a balance that failed to load can be asked for again, and the form waits for it meanwhile", async ({
  page,
}) => {
  let fail = true;
  await page.route(`${API_URL}/api/user/coins`, async (route) => {
    if (fail) await route.fulfill({ status: 503, body: "" });
    else await route.continue();
  });
  await connect(page, new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC));
  await page.goto("/#/exchange");
  const main = page.getByRole("main");
  const again = main.getByRole("button", { name: "Reload balance" });
  await expect(again).toBeVisible();
  await expect(main.getByText(/^Available:/)).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Exchange", exact: true })).toBeDisabled();

  fail = false;
  await again.click();
  await expect(main.getByText(/^Available: [\d,]*[1-9][\d,]*\.\d{4}\sUSDT$/)).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Exchange", exact: true })).toBeEnabled();
});
