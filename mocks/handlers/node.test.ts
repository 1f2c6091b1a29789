import { describe, expect, it } from "vitest";
import type {
  CursorPage,
  NodeBuyResult,
  NodeOrder,
  NodeOrderDetail,
  NodeTier,
  UserInfo,
} from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { NODE_TIERS } from "../config";
import { db } from "../db";
import { applyChanges } from "../services/ledger";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";

withMockBackend();

type Account = Awaited<ReturnType<typeof signUp>>;

const usdt = async (userId: number) => (await db.balances.get([userId, 1]))?.amount ?? "0";
const buy = (token: string, type: number | string, requestId?: string) =>
  call<NodeBuyResult>("POST", `/api/node/buy/${type}`, {
    token,
    body: { params: requestId ? { request_id: requestId } : {} },
  });
const tiers = async () => (await call<NodeTier[]>("GET", "/api/node/info")).data;
const me = async (token: string) => (await call<UserInfo>("GET", "/api/user/info", { token })).data;

async function bind(child: Account, parent: Account) {
  const res = await call("POST", "/api/bind/invite", {
    token: child.token,
    body: { invite_code: parent.info.invite_code },
  });
  expect(res.code).toBe(200);
}

/** Users bound in a line: each one invited by the one before it. */
async function line(length: number, coins: Record<number, string> = {}): Promise<Account[]> {
  const users: Account[] = [];
  for (let i = 0; i < length; i++) {
    const user = await signUp({ coins });
    if (i > 0) await bind(user, users[i - 1]!);
    users.push(user);
  }
  return users;
}

async function everything() {
  return {
    money: await moneySnapshot(),
    tiers: await db.nodeTiers.toArray(),
    orders: await db.nodeOrders.count(),
    rewards: await db.rewards.count(),
    users: (await db.users.toArray()).map((u) => u.node_type),
  };
}

async function rewardsOf(userId: number) {
  return (await db.rewards.where("userId").equals(userId).toArray()).map((r) => [r.kind, r.amount, r.ref]);
}

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

describe("GET /api/node/records and /api/node/detail", () => {
  it("list the caller's orders newest first by cursor, and describe one", async () => {
    const [, buyer, other] = await line(3, { 1: "5000" });
    const ids: number[] = [];
    for (const type of [1, 2, 3]) ids.push((await buy(buyer!.token, type)).data.order.id);
    const first = await call<CursorPage<NodeOrder>>("GET", "/api/node/records?count=2", {
      token: buyer!.token,
    });
    expect(first.data.count).toBe(3);
    expect(first.data.list.map((o) => o.type)).toEqual([3, 2]);
    const next = await call<CursorPage<NodeOrder>>(
      "GET",
      `/api/node/records?count=2&cursor=${first.data.next_cursor}`,
      { token: buyer!.token },
    );
    expect(next.data.list.map((o) => o.type)).toEqual([1]);
    expect(next.data.next_cursor).toBeNull();

    const detail = await call<NodeOrderDetail>("GET", `/api/node/detail?id=${ids[1]}`, {
      token: buyer!.token,
    });
    expect(detail.data).toMatchObject({
      id: ids[1],
      type: 2,
      price: "500",
      total: 300,
      surplus: 299,
      node_type: 3,
      ref: `node:${ids[1]}`,
    });
    for (const [token, id] of [
      [other!.token, ids[1]],
      [buyer!.token, 999],
      [buyer!.token, "x"],
    ] as const) {
      const res = await call("GET", `/api/node/detail?id=${id}`, { token });
      expect(res.code).toBe(10407);
    }
    expect((await call("GET", "/api/node/records", { token: other!.token })).data).toEqual({
      count: 0,
      list: [],
      next_cursor: null,
    });
  });
});
