import { expect, type Page } from "@playwright/test";

export type Persona = "New user" | "User with history" | "Admin";

/** In the demo wallet's open account request: picks `persona` and approves the sign-in message. */
export async function pickAndSign(page: Page, persona: Persona): Promise<void> {
  const wallet = page.getByRole("dialog", { name: "Connect with Demo Wallet" });
  await wallet.getByRole("button", { name: new RegExp(`^${persona}`) }).click();
  const sign = page.getByRole("dialog", { name: "Signature request" });
  await expect(sign).toContainText("wants you to sign in with your Ethereum account");
  await sign.getByRole("button", { name: "Sign", exact: true }).click();
}

/** Connects the built-in demo wallet as `persona` and approves the sign-in message. */
export async function signInAs(page: Page, persona: Persona): Promise<void> {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await pickAndSign(page, persona);
  await expect(page.getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  // Sign-in ends by loading the user and going home; wait for it, or that redirect can undo the test's next goto.
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}

/**
 * The languages the page-by-page screenshot specs look at: English and Chinese in `npm test`; a presenter's check of
 * every page in more languages is `SCREEN_LANGS=ru,th npx playwright test e2e/demo/money-screens.spec.ts
 * e2e/demo/holdings-screens.spec.ts` (English is always added first: the journeys around the pictures read it).
 */
export const SCREEN_LANGS = [
  "en",
  ...(process.env.SCREEN_LANGS ?? "zh-CN").split(",").filter((l) => l && l !== "en"),
];
