import { ErrorCode, type ChangeType } from "../../src/api/wire";
import { toDecimal, units } from "../../src/lib/money";
import { clock } from "../clock";
import { db, type BillRow } from "../db";
import { ServiceError } from "./errors";

const PATTERN: { coinId: number; amount: string; type: ChangeType }[] = [
  { coinId: 1, amount: "100", type: "recharge" },
  { coinId: 1, amount: "-10", type: "exchange" },
  { coinId: 2, amount: "80", type: "exchange" },
  { coinId: 2, amount: "-0.24", type: "exchange_fee" },
  { coinId: 2, amount: "1.5", type: "stake_reward" },
  { coinId: 1, amount: "-20", type: "withdrawal" },
  { coinId: 3, amount: "2.25", type: "stake_reward" },
  { coinId: 2, amount: "3", type: "checkin_reward" },
];

/**
 * Benchmark and demo data: `count` bill entries for the caller, written the way the ledger writes them (running
 * balances, final balances stored), so the store stays consistent. In chunks, so a browser stays responsive.
 */
export async function seedBills(userId: number, rawCount: unknown): Promise<{ count: number }> {
  const count = Number(rawCount);
  if (!Number.isSafeInteger(count) || count < 1 || count > 200_000)
    throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  const running = new Map<number, bigint>();
  for (const b of await db.balances.where("userId").equals(userId).toArray())
    running.set(b.coinId, units(b.amount));
  const start = clock.now() - count * 60_000;
  const CHUNK = 5000;
  for (let done = 0; done < count; done += CHUNK) {
    const rows: BillRow[] = [];
    for (let i = done; i < Math.min(count, done + CHUNK); i++) {
      const p = PATTERN[i % PATTERN.length]!;
      const amount = units(p.amount);
      const after = (running.get(p.coinId) ?? 0n) + amount;
      running.set(p.coinId, after);
      rows.push({
        userId,
        coinId: p.coinId,
        amount: p.amount,
        balanceAfter: toDecimal(after),
        dir: amount < 0n ? "out" : "in",
        type: p.type,
        ref: `bench:${i}`,
        created_at: start + i * 60_000,
      });
    }
    await db.transaction("rw", db.bills, db.balances, async () => {
      await db.bills.bulkAdd(rows);
      for (const [coinId, amount] of running)
        await db.balances.put({ userId, coinId, amount: toDecimal(amount) });
    });
  }
  return { count };
}
