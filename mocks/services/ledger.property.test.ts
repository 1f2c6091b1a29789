import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { adjustBalance } from "./admin";
import { createUser } from "./auth";
import { checkIn, DAY_MS } from "./checkin";
import { ServiceError } from "./errors";
import { exchange } from "./exchange";
import { simulateDeposit } from "./recharge";
import { settleDue } from "./settleDue";
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from "./withdraw";
import { withMockBackend } from "../test/harness";
import { randomWallet } from "../random";

withMockBackend();

const amount = fc
  .tuple(fc.integer({ min: -50, max: 5000 }), fc.integer({ min: 0, max: 9999 }))
  .map(([whole, frac]) => `${whole}.${String(frac).padStart(4, "0")}`);
const user = fc.integer({ min: 0, max: 2 });
const pair = fc.constantFrom([1, 2], [2, 1], [3, 1], [1, 4], [4, 1], [2, 3]);

const op = fc.oneof(
  fc.record({ kind: fc.constant("recharge" as const), user, amount }),
  fc.record({ kind: fc.constant("exchange" as const), user, amount, pair }),
  fc.record({ kind: fc.constant("withdraw" as const), user, amount }),
  fc.record({ kind: fc.constant("approve" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("reject" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("checkin" as const), user, days: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant("adjust" as const),
    user,
    amount,
    coin: fc.integer({ min: 1, max: 4 }),
    negative: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("time" as const), ms: fc.integer({ min: 0, max: 10 * 60_000 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const to = randomWallet().address;

async function run(o: Op, users: UserRow[], admin: UserRow): Promise<void> {
  const u = "user" in o ? users[o.user]! : users[0]!;
  switch (o.kind) {
    case "recharge":
      await simulateDeposit(u, { coin_id: 1, amount: o.amount });
      return;
    case "exchange":
      await exchange(u, { from_coin_id: o.pair[0], to_coin_id: o.pair[1], amount: o.amount });
      return;
    case "withdraw":
      await requestWithdrawal(u, { coin_id: 1, address: to, amount: o.amount });
      return;
    case "approve":
    case "reject": {
      const pending = await db.withdrawals
        .where("[status+id]")
        .between(["pending", 0], ["pending", Infinity])
        .toArray();
      if (!pending.length) return;
      const id = pending[o.pick % pending.length]!.id;
      await (o.kind === "approve" ? approveWithdrawal(id) : rejectWithdrawal(id));
      return;
    }
    case "checkin":
      clock.advance(o.days * DAY_MS);
      await checkIn(u.id!);
      return;
    case "adjust":
      await adjustBalance(admin, {
        address: u.address,
        coin_id: o.coin,
        amount: o.negative && !o.amount.startsWith("-") ? `-${o.amount}` : o.amount,
        reason: "property test",
      });
      return;
    case "time":
      clock.advance(o.ms);
      await settleDue(clock.now());
  }
}

describe("ledger invariants under random money actions", () => {
  it("never lets a balance go negative; every balance is the sum of its bill; totals add up", async () => {
    // 250 runs of up to 40 actions (20 on average): as many actions as 1,000 runs of up to 10, in longer
    // interleavings, for a quarter of the per-run set-up, which took most of the time.
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40, size: "max" }), async (ops) => {
        await Promise.all(db.tables.map((t) => t.clear()));
        clock.reset();
        const users: UserRow[] = [];
        for (let i = 0; i < 3; i++) users.push(await createUser(randomWallet().address.toLowerCase(), 0));
        const admin = await createUser(randomWallet().address.toLowerCase(), 0, { is_admin: 1 });
        for (const o of ops) {
          try {
            await run(o, users, admin);
          } catch (error) {
            // Refusals by the rules are expected; anything else is a bug.
            if (!(error instanceof ServiceError)) throw error;
          }
        }
        await settleDue(clock.now());

        const balances = await db.balances.toArray();
        const bills = await db.bills.toArray();
        for (const b of balances)
          expect(units(b.amount) >= 0n, `${b.userId}/${b.coinId} = ${b.amount}`).toBe(true);
        for (const b of balances) {
          const own = bills.filter((e) => e.userId === b.userId && e.coinId === b.coinId);
          expect(own.reduce((sum, e) => sum + units(e.amount), 0n)).toBe(units(b.amount));
          expect(own.at(-1)?.balanceAfter).toBe(b.amount);
        }
        for (const coin of [1, 2, 3, 4]) {
          const total = balances.filter((b) => b.coinId === coin).reduce((s, b) => s + units(b.amount), 0n);
          const booked = bills.filter((e) => e.coinId === coin).reduce((s, e) => s + units(e.amount), 0n);
          expect(total).toBe(booked);
        }
        // Money out of the system: every withdrawal not refunded is still held back, never lost or doubled.
        const withdrawals = await db.withdrawals.toArray();
        const refunds = bills.filter((e) => e.type === "withdrawal_rejection").length;
        expect(refunds).toBe(withdrawals.filter((w) => w.status === "failed").length);
      }),
      { numRuns: 250 },
    );
  }, 300_000);
});
