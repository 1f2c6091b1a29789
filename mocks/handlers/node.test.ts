import { describe, expect, it } from "vitest";
import { NODE_TIERS } from "../config";
import { db } from "../db/holderDb";
import { withMockBackend } from "../test/harness";
import { bind, buy, everything, line, me, rewardsOf, tiers } from "../test/nodes";
import { signUp, usdt } from "../test/users";

withMockBackend();

describe("GET /api/node/info", () => {
  it("lists the three tiers with their USDT price, surplus and total, without a login", async () => {
    expect(await tiers()).toEqual(
      NODE_TIERS.map((t) => ({
        type: t.type,
        price: t.price,
        surplus: t.total,
        total: t.total,
        coin_id: 1,
        coin_name: "USDT",
      })),
    );
    expect((await tiers()).map((t) => [t.type, t.price])).toEqual([
      [1, "100"],
      [2, "500"],
      [3, "2000"],
    ]);
  });
});

describe("POST /api/node/buy/{type}", () => {
  it("takes the price, one from the supply, records the order and sets the node type", async () => {
    const [inviter, buyer] = await line(2, { 1: "1000" });
    const res = await buy(buyer!.token, 2, "buy-node-0001");
    expect(res.code).toBe(200);
    expect(res.data.order).toMatchObject({ type: 2, price: "500", coin_name: "USDT" });
    expect(res.data).toMatchObject({ node_type: 2, tier: { type: 2, surplus: 299, total: 300 } });
    expect(await usdt(buyer!.info.id)).toBe("500");
    expect((await tiers())[1]).toMatchObject({ surplus: 299 });
    expect((await me(buyer!.token)).node_type).toBe(2);
    const bill = await db.bills
      .where("[userId+type+id]")
      .between([buyer!.info.id, "node_purchase", 0], [buyer!.info.id, "node_purchase", Infinity])
      .toArray();
    expect(bill.map((b) => [b.amount, b.balanceAfter, b.ref])).toEqual([
      ["-500", "500", `node:${res.data.order.id}`],
    ]);
    // The inviter's invite reward: 10 % of 500.
    expect(await usdt(inviter!.info.id)).toBe("1050");
    expect(await rewardsOf(inviter!.info.id)).toEqual([["invite", "50", `node:${res.data.order.id}`]]);
  });

  it("answers a repeated request id once", async () => {
    const [, buyer] = await line(2, { 1: "1000" });
    const first = await buy(buyer!.token, 1, "same-request-1");
    const again = await buy(buyer!.token, 1, "same-request-1");
    expect(again).toEqual(first);
    expect(await db.nodeOrders.count()).toBe(1);
    expect(await usdt(buyer!.info.id)).toBe("900");
  });

  it("keeps the highest tier held as the node type", async () => {
    const [, buyer] = await line(2, { 1: "5000" });
    expect((await buy(buyer!.token, 3)).data.node_type).toBe(3);
    expect((await buy(buyer!.token, 1)).data.node_type).toBe(3);
    expect((await me(buyer!.token)).node_type).toBe(3);
  });

  it("sells the last node of a tier to exactly one of two simultaneous buyers", async () => {
    const [root, a, b] = [
      await signUp(),
      await signUp({ coins: { 1: "1000" } }),
      await signUp({ coins: { 1: "1000" } }),
    ];
    await bind(a, root);
    await bind(b, root);
    await tiers();
    await db.nodeTiers.update(2, { surplus: 1 });
    const results = await Promise.all([buy(a.token, 2), buy(b.token, 2)]);
    expect(results.map((r) => r.code).sort((x, y) => x - y)).toEqual([200, 10702]);
    expect((await tiers())[1]!.surplus).toBe(0);
    expect(await db.nodeOrders.count()).toBe(1);
    const balances = [await usdt(a.info.id), await usdt(b.info.id)].sort();
    expect(balances).toEqual(["1000", "500"]);
    const loser = results[0]!.code === 200 ? b : a;
    expect((await me(loser.token)).node_type).toBe(0);
  });

  it.each([
    ["without a bound inviter", 10701, false, "1000", 2],
    ["without enough USDT", 10201, true, "499.99", 2],
    ["for an unknown tier", 10001, true, "1000", 4],
    ["for a tier that is not a number", 10001, true, "1000", "x"],
  ])("is refused %s, and nothing changes", async (_, code, bound, funds, type) => {
    const root = await signUp();
    const buyer = await signUp({ coins: { 1: funds } });
    if (bound) await bind(buyer, root);
    await tiers();
    const before = await everything();
    const res = await buy(buyer.token, type);
    expect([res.status, res.code, res.data]).toEqual([200, code, null]);
    expect(res.message).toBeTruthy();
    expect(await everything()).toEqual(before);
  });

  it("is refused for a sold-out tier, and nothing changes", async () => {
    const [, buyer] = await line(2, { 1: "5000" });
    await tiers();
    await db.nodeTiers.update(3, { surplus: 0 });
    const before = await everything();
    const res = await buy(buyer!.token, 3);
    expect(res.code).toBe(10702);
    expect(res.message).toBeTruthy();
    expect(await everything()).toEqual(before);
  });

  it("refuses a caller without a login", async () => {
    expect((await buy("nope", 1)).code).toBe(10039);
    expect(await db.nodeOrders.count()).toBe(0);
  });
});
