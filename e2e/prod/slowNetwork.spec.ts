import { expect, test, type Page } from "@playwright/test";
import { TestWallet } from "../chain/testWallet";
import { connect } from "./connect";
import { API_URL, CHAIN_RPC } from "./env";
import { HISTORY_ACCOUNT } from "./personas";

test.describe.configure({ timeout: 120_000 });

/** Every signed-in page that loads data (detail pages need an id from a list and are reached from these). */
const PAGES = [
  "node",
  "exchange",
  "exchangeLogs",
  "recharge",
  "rechargeLogs",
  "withdraw",
  "withdrawLogs",
  "userTeam",
  "inviteLogs",
  "teamLogs",
  "inviteEarningsDetail",
  "mint",
  "mintLogs",
  "stake",
  "stake2",
  "stakeIncome",
  "stakeLogs",
  "myNode",
  "nodeLogs",
  "checkin",
  "billLogs",
] as const;

/**
 * Whether something in the loading state is animated, and how many animations never end. Tests run with reduced
 * motion, under which the spinner must stand still: an endless animation shortened to 1 ms turns it every
 * millisecond, a blur that redraws the screen every frame (src/styles.css).
 */
const turning = (page: Page) =>
  page.evaluate(() => ({
    animated: [...document.querySelectorAll('main [aria-busy="true"] *')].some(
      (el) => getComputedStyle(el).animationName !== "none",
    ),
    endless: document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .length,
  }));

// A slow network, as a user on a train has it: every answer of the API held until the page has been looked at.
// The page says it is loading (never an empty or zero-filled screen), then shows its data, with no loading left.
// Each page is opened afresh: a page whose data was seen before shows it at once (the cache), by design.
test("under a slow network every page says it is loading, then shows its data", async ({ page }) => {
  await connect(page, new TestWallet(page, HISTORY_ACCOUNT, {}, CHAIN_RPC));
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  await page.route(`${API_URL}/api/**`, async (route) => {
    // The signed-in check of every navigation is not what this test looks at.
    if (!new URL(route.request().url()).pathname.startsWith("/api/user/info")) await held;
    await route.continue();
  });
  const main = page.getByRole("main");
  // A loading text, or a spinner or skeleton that says it is busy.
  const loading = main.getByText("Loading", { exact: true }).or(main.locator('[aria-busy="true"]'));
  const spinners: string[] = [];
  for (const path of PAGES) {
    held = new Promise<void>((resolve) => (release = resolve));
    await page.goto("about:blank");
    await page.goto(`/#/${path}`);
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(loading.first(), `${path} while its data loads`).toBeVisible();
    const { animated, endless } = await turning(page);
    expect(endless, `${path}: endless animations under reduced motion`).toBe(0);
    if (animated) spinners.push(path);
    release();
    await expect(loading, `${path} once loaded`).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The check above looked at spinners, not only at loading texts.
  expect(spinners.length).toBeGreaterThan(0);
});
