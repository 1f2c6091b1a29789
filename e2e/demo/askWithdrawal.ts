import { expect, type Page } from "@playwright/test";
import { pageApi } from "../pageApi";

/** An address outside the demo's personas that withdrawals are sent to. */
export const SOMEWHERE = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";

/** The signed-in user asks for a withdrawal of `amount` USDT (50 unless told) to SOMEWHERE, for the admin to review. */
export async function askWithdrawal(page: Page, amount = "50") {
  const asked = await pageApi(page, "POST", "/api/exchange/withdraw", {
    coin_id: 1,
    channel: "BEP20",
    address: SOMEWHERE,
    amount,
  });
  expect(asked.code).toBe(200);
}
