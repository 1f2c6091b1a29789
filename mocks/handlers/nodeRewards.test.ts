import { describe, expect, it } from "vitest";
import { units } from "../../src/lib/money/units";
import { db } from "../db/holderDb";
import { applyChanges } from "../services/ledger";
import { withMockBackend } from "../test/harness";
import { buy, line, rewardsOf } from "../test/nodes";
import { usdt } from "../test/users";

withMockBackend();

describe("referral rewards of a node purchase", () => {
  it("pay 10 % to the inviter, 5 % to level 2 and 2 % to the nearest same-type upline beyond level 2", async () => {
    // a ← b ← c ← d ← e: e buys an advanced node (2000 USDT).
    const [a, b, c, d, e] = await line(5);
    await db.users.update(a!.info.id, { node_type: 3 });
    await db.users.update(b!.info.id, { node_type: 2 });
    await applyChanges([
      { userId: e!.info.id, coinId: 1, amount: units("2000"), type: "recharge", ref: "t" },
    ]);
    const res = await buy(e!.token, 3);
    expect(res.code).toBe(200);
    const ref = `node:${res.data.order.id}`;
    expect(await rewardsOf(d!.info.id)).toEqual([
      ["invite", "200", ref],
      ["new_performance", "20", "new_performance:1000"],
    ]);
    expect(await rewardsOf(c!.info.id)).toEqual([
      ["team", "100", ref],
      ["new_performance", "20", "new_performance:1000"],
    ]);
    // b holds type 2, not 3: the same-level reward goes on up to a.
    expect((await rewardsOf(b!.info.id)).map((r) => r[0])).toEqual(["new_performance"]);
    expect(await rewardsOf(a!.info.id)).toEqual([
      ["same_level", "40", ref],
      ["new_performance", "20", "new_performance:1000"],
    ]);
    expect(await usdt(d!.info.id)).toBe("220");
    expect(await usdt(c!.info.id)).toBe("120");
    expect(await usdt(b!.info.id)).toBe("20");
    expect(await usdt(a!.info.id)).toBe("60");
    const bills = await db.bills
      .where("[userId+id]")
      .between([a!.info.id, 0], [a!.info.id, Infinity])
      .toArray();
    expect(bills.map((x) => [x.type, x.amount, x.ref])).toEqual([
      ["referral_reward", "40", `same_level:${ref}`],
      ["referral_reward", "20", "new_performance:new_performance:1000"],
    ]);
  });

  it("pay the same-level reward to the nearest matching upline only, and nothing beyond the tree's top", async () => {
    const [a, b, c, d] = await line(4, { 1: "1000" });
    await db.users.update(a!.info.id, { node_type: 1 });
    await db.users.update(b!.info.id, { node_type: 1 });
    const res = await buy(d!.token, 1);
    const ref = `node:${res.data.order.id}`;
    expect(await rewardsOf(c!.info.id)).toEqual([["invite", "10", ref]]);
    expect(await rewardsOf(b!.info.id)).toEqual([["team", "5", ref]]);
    // b is level 2 (paid the team reward); the nearest beyond level 2 is a.
    expect(await rewardsOf(a!.info.id)).toEqual([["same_level", "2", ref]]);
    // A buyer whose inviter is the top: only the invite reward.
    const res2 = await buy(b!.token, 1);
    expect(await rewardsOf(a!.info.id)).toEqual([
      ["same_level", "2", ref],
      ["invite", "10", `node:${res2.data.order.id}`],
    ]);
  });

  it("pay each new-performance award once, when the team's performance first reaches its threshold", async () => {
    const [a, b] = await line(2, { 1: "30000" });
    const awards = async () =>
      (await rewardsOf(a!.info.id)).filter((r) => r[0] === "new_performance").map((r) => [r[1], r[2]]);
    await buy(b!.token, 1); // 100
    expect(await awards()).toEqual([]);
    for (let i = 0; i < 4; i++) await buy(b!.token, 3); // 8100
    expect(await awards()).toEqual([
      ["20", "new_performance:1000"],
      ["150", "new_performance:5000"],
    ]);
    await buy(b!.token, 3); // 10100: no new threshold
    expect(await awards()).toHaveLength(2);
    for (let i = 0; i < 5; i++) await buy(b!.token, 3); // 20100
    expect(await awards()).toEqual([
      ["20", "new_performance:1000"],
      ["150", "new_performance:5000"],
      ["800", "new_performance:20000"],
    ]);
    // The buyer's own performance earns the buyer nothing.
    expect(await rewardsOf(b!.info.id)).toEqual([]);
  });
});
