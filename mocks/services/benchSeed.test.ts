import { describe, expect, it } from "vitest";
import { toDecimal, units } from "../../src/lib/money/units";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";

withMockBackend();

const seed = (token: string, count: unknown) =>
  call<{ count: number }>("POST", "/api/demo/seed/bills", { token, body: { count } });

describe("bulk seeding (demo only)", () => {
  it("books through the ledger: every balance_after follows the one before, across chunks, and balances add up", async () => {
    const me = await signUp({ coins: { 1: "7.5", 2: "1" } });
    const other = await signUp({ coins: { 1: "3" } });
    const answer = await seed(me.token, 12_003);
    expect(answer).toMatchObject({ code: 200, data: { count: 12_003 } });

    const bills = await db.bills.where("userId").equals(me.info.id).sortBy("id");
    expect(bills).toHaveLength(12_003 + 2);
    const running = new Map<number, bigint>();
    for (const bill of bills) {
      const after = (running.get(bill.coinId) ?? 0n) + units(bill.amount);
      expect(bill.balanceAfter).toBe(toDecimal(after));
      expect(bill.dir).toBe(after < (running.get(bill.coinId) ?? 0n) ? "out" : "in");
      running.set(bill.coinId, after);
    }
    for (const balance of await db.balances.where("userId").equals(me.info.id).toArray()) {
      expect(balance.amount).toBe(toDecimal(running.get(balance.coinId) ?? 0n));
    }
    // Someone else's money is untouched.
    expect((await db.balances.get([other.info.id, 1]))?.amount).toBe("3");
  });

  it.each([0, -1, 1.5, "many", 200_001])("refuses a count of %j and changes nothing", async (count) => {
    const me = await signUp({ coins: { 1: "1" } });
    const before = await moneySnapshot();
    expect((await seed(me.token, count)).code).toBe(10001);
    expect(await moneySnapshot()).toEqual(before);
  });
});
