import { ErrorCode, type ChangeType } from "../../src/api/wire";
import { type Units, toDecimal, units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS } from "../config";
import { db } from "../db/holderDb";
import type { BillRow } from "../db/money";
import { ServiceError } from "./errors";

export interface Change {
  userId: number;
  coinId: number;
  /** Signed: positive credits, negative debits. */
  amount: Units;
  type: ChangeType;
  ref: string;
  /** Admin operations: who booked it and why, kept on the bill row for admins only. */
  admin?: BillRow["admin"];
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
 * there is one): either every change lands or none does. No balance ever goes below zero, at any step of the list.
 * Each balance is read once and written once per call, and the entries are added together, so a long list (the
 * demo's bulk seeding) costs about what its rows do.
 */
export function applyChanges(changes: Change[]): Promise<BillRow[]> {
  return db.transaction("rw", db.balances, db.bills, async () => {
    const now = clock.now();
    const running = new Map<string, { userId: number; coinId: number; amount: Units }>();
    const bills: BillRow[] = [];
    for (const change of changes) {
      if (!coinExists(change.coinId)) throw new ServiceError(ErrorCode.coinUnknown, "coinUnknown");
      if (change.amount === 0n) continue;
      const key = `${change.userId}:${change.coinId}`;
      let held = running.get(key);
      if (!held) {
        held = {
          userId: change.userId,
          coinId: change.coinId,
          amount: await balanceOf(change.userId, change.coinId),
        };
        running.set(key, held);
      }
      held.amount += change.amount;
      if (held.amount < 0n) throw new ServiceError(ErrorCode.insufficientBalance, "insufficientBalance");
      bills.push({
        userId: change.userId,
        coinId: change.coinId,
        amount: toDecimal(change.amount),
        balanceAfter: toDecimal(held.amount),
        dir: change.amount < 0n ? "out" : "in",
        type: change.type,
        ref: change.ref,
        ...(change.admin ? { admin: change.admin } : {}),
        created_at: now,
      });
    }
    if (!bills.length) return bills;
    await db.balances.bulkPut(
      [...running.values()].map((b) => ({ userId: b.userId, coinId: b.coinId, amount: toDecimal(b.amount) })),
    );
    const ids = await db.bills.bulkAdd(bills, { allKeys: true });
    bills.forEach((bill, i) => (bill.id = ids[i]));
    return bills;
  });
}
