import { ErrorCode, type ChangeType } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { ServiceError } from "./errors";
import { applyChanges, type Change } from "./ledger";

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

/** Changes per ledger call: one transaction each, so a browser stays responsive while 100,000 are written. */
const CHUNK = 5000;

/**
 * Benchmark and demo data: `count` bill entries for the caller, booked through the ledger like every other balance
 * change (running balances, `balance_after`, no balance below zero), in chunks.
 */
export async function seedBills(userId: number, rawCount: unknown): Promise<{ count: number }> {
  const count = Number(rawCount);
  if (!Number.isSafeInteger(count) || count < 1 || count > 200_000)
    throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  for (let done = 0; done < count; done += CHUNK) {
    const changes: Change[] = [];
    for (let i = done; i < Math.min(count, done + CHUNK); i++) {
      const p = PATTERN[i % PATTERN.length]!;
      changes.push({ userId, coinId: p.coinId, amount: units(p.amount), type: p.type, ref: `bench:${i}` });
    }
    await applyChanges(changes);
  }
  return { count };
}
