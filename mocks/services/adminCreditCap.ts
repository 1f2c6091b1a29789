import { ErrorCode } from "../../src/api/wire";
import { mul } from "../../src/lib/money/arithmetic";
import { type Units, toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { ADMIN_ADJUST, COINS } from "../config";
import { db } from "../db/holderDb";
import { DAY_MS, utcDay } from "./checkin";
import { ServiceError } from "./errors";

/**
 * The daily cap on an admin's credits (docs/business-rules.md#admin-adjustment): what one admin may credit by hand
 * per UTC day, in USD value, whoever receives it and in whatever coin. The per-request bound (MAX_AMOUNT) only
 * stops typos; this bounds what a mistaken or stolen admin session can create in a day.
 */

/** The USD value of `amount` of a coin at its configured price (exact: amounts carry 4 decimals, prices a few). */
function usdValue(coinId: number, amount: Units): Units {
  const coin = COINS.find((c) => c.id === coinId);
  return coin ? mul(amount, units(coin.price), "halfAwayFromZero") : 0n;
}

/**
 * The USD value `adminId` has credited since 00:00 UTC of `now`'s day on the backend's clock: their admin-operation
 * credits of the day, read from the bill by its `[admin.adminId+dir+created_at]` index (debits are not read).
 * Dexie's own promise, not an async function: inside a transaction, awaiting a chain of native promises lets the
 * transaction's zone go, and the booking after it would run in a transaction of its own.
 */
export function creditedToday(adminId: number, now = clock.now()): Promise<Units> {
  const dayStart = utcDay(now) * DAY_MS;
  return db.bills
    .where("[admin.adminId+dir+created_at]")
    .between([adminId, "in", dayStart], [adminId, "in", Infinity], true, true)
    .toArray()
    .then((rows) => rows.reduce((sum, row) => sum + usdValue(row.coinId, units(row.amount)), 0n));
}

/**
 * Refuses a credit of `amount` (positive) of `coinId` by `adminId` that is worth more than what is left of today's
 * cap, with dailyCreditCapExceeded naming the cap and what is left. Call it inside the adjustment's transaction
 * (which must include db.bills), before booking: of two credits at once, the second sees the first.
 */
export function checkCreditCap(adminId: number, coinId: number, amount: Units): Promise<void> {
  const cap = units(ADMIN_ADJUST.dailyCreditCapUsd);
  return creditedToday(adminId).then((used) => {
    const left = cap > used ? cap - used : 0n;
    if (usdValue(coinId, amount) > left) {
      throw new ServiceError(ErrorCode.dailyCreditCapExceeded, "dailyCreditCapExceeded", {
        cap: ADMIN_ADJUST.dailyCreditCapUsd,
        left: toDecimal(left),
      });
    }
  });
}
