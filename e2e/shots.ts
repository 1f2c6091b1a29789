import type { Locator, Page } from "@playwright/test";

/** Where the specs put the pictures people look at (git-ignored). */
export const screenshotDir = "e2e/artifacts";

/**
 * A picture of the page (or one part of it) for people to look at: every screen in the languages checked, at
 * 390 × 844, in `e2e/artifacts/`. `npm test` turns them off (E2E_SCREENSHOTS=off): nobody looks at a CI run's
 * pictures, and its ~170 cost about 0.07 CPU-seconds each on a suite bound by CPU. A Playwright run of one's own
 * (`npx playwright test …`) takes them. Nothing asserts on them; a test that reads a picture takes its own.
 */
export async function shot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  await target.screenshot({ ...options, path });
}
