import { units } from "../../src/lib/money/units";
import { db } from "../db/holderDb";
import { randomHex } from "../random";
import { applyChanges } from "./ledger";

/**
 * Does the money work whose time has come on the demo clock by `now`: deposits past their confirmation are credited,
 * approved withdrawals past their sending time are successful. Nothing watches the clock, so a handler whose answer
 * shows balances or money records calls this before reading (docs/decisions/0049-settling-is-a-step.md): reads
 * never write, and a due deposit shows as credited whenever the user looks.
 */
export async function settleDue(now: number): Promise<void> {
  await creditConfirmedDeposits(now);
  await completeSentWithdrawals(now);
}

/** Each deposit is credited once: its status and its credit change together. */
async function creditConfirmedDeposits(now: number): Promise<void> {
  await db.transaction("rw", db.recharges, db.balances, db.bills, async () => {
    const due = await db.recharges
      .where("[status+confirm_at]")
      .between(["pending", 0], ["pending", now], true, true)
      .toArray();
    for (const row of due) {
      await db.recharges.update(row.id!, { status: "successful" });
      await applyChanges([
        {
          userId: row.userId,
          coinId: row.coinId,
          amount: units(row.amount),
          type: "recharge",
          ref: row.txHash,
        },
      ]);
    }
  });
}

/** The amount left the balance when the withdrawal was asked for: completing it moves no money. */
async function completeSentWithdrawals(now: number): Promise<void> {
  await db.transaction("rw", db.withdrawals, async () => {
    const due = await db.withdrawals
      .where("[status+id]")
      .between(["processing", 0], ["processing", Infinity])
      .filter((w) => (w.complete_at ?? Infinity) <= now)
      .toArray();
    for (const row of due)
      await db.withdrawals.update(row.id!, { status: "successful", txHash: `0x${randomHex(32)}` });
  });
}
