import { ErrorCode } from "../../src/api/wire";
import { toDecimal, units, type Units } from "../../src/lib/money";
import { clock } from "../clock";
import { COINS } from "../config";
import { db, type BillRow, type ChangeType } from "../db";
import { ServiceError } from "./errors";

export interface Change {
  userId: number;
  coinId: number;
  /** Signed: positive credits, negative debits. */
  amount: Units;
  type: ChangeType;
  ref: string;
}

export function coinExists(coinId: number): boolean {
  return COINS.some((c) => c.id === coinId);
}

export async function balanceOf(userId: number, coinId: number): Promise<Units> {
  const row = await db.balances.get([userId, coinId]);
  return row ? units(row.amount) : 0n;
}

/**
 * Applies balance changes and writes one bill entry for each, all in one transaction (joining the caller's when
 * there is one): either every change lands or none does. No balance ever goes below zero.
 */
export function applyChanges(changes: Change[]): Promise<BillRow[]> {
  return db.transaction("rw", db.balances, db.bills, async () => {
    const now = clock.now();
    const bills: BillRow[] = [];
    for (const change of changes) {
      if (!coinExists(change.coinId)) throw new ServiceError(ErrorCode.coinUnknown, "coinUnknown");
      if (change.amount === 0n) continue;
      const after = (await balanceOf(change.userId, change.coinId)) + change.amount;
      if (after < 0n) throw new ServiceError(ErrorCode.insufficientBalance, "insufficientBalance");
      await db.balances.put({ userId: change.userId, coinId: change.coinId, amount: toDecimal(after) });
      const bill: BillRow = {
        userId: change.userId,
        coinId: change.coinId,
        amount: toDecimal(change.amount),
        balanceAfter: toDecimal(after),
        dir: change.amount < 0n ? "out" : "in",
        type: change.type,
        ref: change.ref,
        created_at: now,
      };
      bill.id = await db.bills.add(bill);
      bills.push(bill);
    }
    return bills;
  });
}
