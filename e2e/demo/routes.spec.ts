import { expect } from "@playwright/test";
import { test, test as own } from "./sharedPage";

const LOGIN_ROUTES = [
  ["node", "Buy node"],
  ["exchange", "Exchange"],
  ["exchangeLogs", "Exchange records"],
  ["recharge", "Recharge"],
  ["rechargeLogs", "Recharge records"],
  ["withdraw", "Withdraw"],
  ["withdrawLogs", "Withdrawal records"],
  ["userTeam", "My team"],
  ["inviteLogs", "Invite records"],
  ["teamLogs", "Team records"],
  ["inviteEarningsDetail", "Earnings detail"],
  ["mint", "Mint NFT"],
  ["mintLogs", "Mint records"],
  ["stake", "Stake NFT"],
  ["stake2", "Stake NFT"],
  ["stakeIncome", "Income"],
  ["stakeLogs", "Income records"],
  ["stakeDetail", "Stake details"],
  ["myNode", "My node"],
  ["myNodeDetail", "Node details"],
  ["nodeLogs", "Node records"],
  ["checkin", "Daily check-in"],
  ["billLogs", "My bill"],
] as const;

test("/ redirects to /home and the root font size is a tenth of the viewport width", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  await expect(page).toHaveURL(/#\/home$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("39px");
});

test("a visitor opening a page that needs login is told to connect first, on home, which remembers the page", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  for (const [path, title] of [
    ["billLogs", "My bill"],
    ["myNode", "My node"],
    ["admin", "Admin"],
  ]) {
    await page.goto(`/#/${path}`);
    await expect(page).toHaveURL(new RegExp(`#/home\\?redirect=%2F${path}$`));
    await expect(page.getByRole("status")).toContainText("Please connect your wallet first");
    await expect(page.getByRole("region", { name: "Connect to continue" })).toContainText(
      `Connect your wallet to open ${title}.`,
    );
  }
});

test("a signed-in user reaches every route, each titled with a back control, and cannot open admin", async ({
  sharedPage,
}) => {
  const page = await sharedPage("User with history");
  for (const [path, title] of LOGIN_ROUTES) {
    await page.goto(`/#/${path}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Back", exact: true })).toBeVisible();
  }
  await page.goto("/#/admin");
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole("status")).toContainText("You do not have permission to open this page");
});

test("an admin opens the admin route", async ({ sharedPage }) => {
  const page = await sharedPage("Admin");
  await page.goto("/#/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
});

test("an invite_code parameter is kept in local storage and dropped by a navigation without it", async ({
  sharedPage,
}) => {
  const page = await sharedPage("Visitor");
  await page.goto("/#/home?invite_code=HOLDER");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("invite_code"))).toBe("HOLDER");
  await page.goto("/#/language");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("invite_code"))).toBeNull();
});

// Its own page: it adds an init script.
own(
  "each navigation shows the progress bar and scrolls to the top; the first screen shows none",
  async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { progressSeen: number };
      w.progressSeen = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (
              n instanceof HTMLElement &&
              (n.getAttribute("role") === "progressbar" || n.querySelector("[role=progressbar]"))
            )
              w.progressSeen++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/#/home");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const seen = () => page.evaluate(() => (window as unknown as { progressSeen: number }).progressSeen);
    // The splash was the start-up's progress: a bar over the rendered first screen would say it is still loading.
    const before = await seen();
    expect(before).toBe(0);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Language" }).click();
    await expect(page).toHaveURL(/#\/language$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your language" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await seen()).toBeGreaterThan(before);
  },
);
