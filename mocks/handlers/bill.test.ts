import { describe, expect, it } from "vitest";
import type { BillEntry, CursorPage } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { db } from "../db/holderDb";
import { applyChanges } from "../services/ledger";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";
import { randomWallet } from "../random";

withMockBackend();

const bill = (token: string, qs = "") =>
  call<CursorPage<BillEntry>>("GET", `/api/user/coin_logs${qs ? `?${qs}` : ""}`, { token });

async function history(userId: number) {
  // 30 entries: coin 1 and 2, credits and debits, four types.
  await applyChanges([{ userId, coinId: 1, amount: units("1000"), type: "recharge", ref: "r" }]);
  await applyChanges([{ userId, coinId: 2, amount: units("1000"), type: "transfer_in", ref: "t" }]);
  for (let i = 0; i < 14; i++) {
    await applyChanges([{ userId, coinId: 1, amount: -units("1"), type: "withdrawal", ref: `w${i}` }]);
    await applyChanges([{ userId, coinId: 2, amount: units("2"), type: "stake_reward", ref: `s${i}` }]);
  }
}

describe("my bill", () => {
  it("pages newest first by cursor, every entry once, with the filtered total", async () => {
    const me = await signUp();
    await history(me.info.id);
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof bill>> = await bill(
        me.token,
        `count=10${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(res.data.count).toBe(30);
      seen.push(...res.data.list.map((e) => e.id));
      cursor = res.data.next_cursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(30);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it("filters by coin, access and change type, alone and together", async () => {
    const me = await signUp();
    await history(me.info.id);
    const count = async (qs: string) => (await bill(me.token, `${qs}&count=50`)).data;
    expect((await count("coin_id=1")).count).toBe(15);
    expect((await count("access=out")).list.every((e) => e.amount.startsWith("-"))).toBe(true);
    expect((await count("access=out")).count).toBe(14);
    expect((await count("type=stake_reward")).count).toBe(14);
    expect((await count("coin_id=2&access=in")).count).toBe(15);
    expect((await count("coin_id=1&type=withdrawal&access=in")).count).toBe(0);
    expect((await count("type=withdrawal&access=out")).count).toBe(14);
    const one = (await count("coin_id=2&type=transfer_in")).list;
    expect(one).toEqual([
      expect.objectContaining({
        coin_id: 2,
        coin_name: "HOLD",
        amount: "1000",
        balance_after: "1000",
        type: "transfer_in",
      }),
    ]);
  });

  it("shows only the caller's own entries", async () => {
    const me = await signUp();
    const other = await signUp();
    await history(other.info.id);
    expect((await bill(me.token)).data).toEqual({ count: 0, list: [], next_cursor: null });
  });

  it.each([
    ["an unknown coin", "coin_id=99", 10202],
    ["an unknown access", "access=sideways", 10001],
    ["an unknown type", "type=gift", 10001],
    ["a page number of zero", "page=0", 10001],
    ["a page number that is not a whole number", "page=1.5", 10001],
    ["a count above 50", "count=51", 10001],
    ["a cursor that is not an id", "cursor=abc", 10001],
  ])("refuses %s", async (_, qs, code) => {
    const me = await signUp();
    expect((await bill(me.token, qs)).code).toBe(code);
  });

  it("lists the change types", async () => {
    const types = await call<{ type: string }[]>("GET", "/api/public/coin/logs/type");
    expect(types.data.map((t) => t.type)).toEqual(
      expect.arrayContaining([
        "transfer_in",
        "transfer_out",
        "exchange_fee",
        "stake_reward",
        "withdrawal_rejection",
        "admin_operation",
      ]),
    );
  });
});

describe("admin balance adjustment", () => {
  it("credits and debits with a reason, booked as admin operation", async () => {
    const admin = await signUp({ admin: true });
    const me = await signUp();
    const credit = await call("POST", "/api/admin/balance", {
      token: admin.token,
      body: { address: me.info.address, coin_id: 1, amount: "25.5", reason: "compensation for ticket 42" },
    });
    expect(credit.data).toMatchObject({ amount: "25.5", balance: "25.5" });
    const debit = await call("POST", "/api/admin/balance", {
      token: admin.token,
      body: { address: me.info.address.toLowerCase(), coin_id: 1, amount: "-5.5", reason: "correction" },
    });
    expect(debit.data).toMatchObject({ balance: "20" });
    const entries = (await bill(me.token)).data.list;
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ["admin_operation", "-5.5"],
      ["admin_operation", "25.5"],
    ]);
  });

  it("shows the user an admin operation as the platform's, without the admin's reason or id", async () => {
    const admin = await signUp({ admin: true });
    const me = await signUp();
    const body = { address: me.info.address, coin_id: 1, amount: "7", reason: "suspected fraud, ticket 42" };
    expect((await call("POST", "/api/admin/balance", { token: admin.token, body })).code).toBe(200);
    // A row booked before the rule, with the reason in its ref.
    const old = {
      ...(await db.bills.orderBy("id").last())!,
      id: undefined,
      ref: `admin:${admin.info.id}:old note`,
    };
    await db.bills.add(old);
    const answer = await bill(me.token);
    expect(answer.data.list.map((e) => [e.type, e.ref])).toEqual([
      ["admin_operation", "admin"],
      ["admin_operation", "admin"],
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/fraud|ticket|old note|admin:/);
    // Kept for admins, on the bill row only.
    expect((await db.bills.orderBy("id").first())!.admin).toEqual({
      adminId: admin.info.id,
      reason: "suspected fraud, ticket 42",
    });
  });

  it.each([
    ["below zero", { amount: "-0.0001" }, 10201],
    ["without a reason", { reason: " " }, 10001],
    ["of zero", { amount: "0" }, 10401],
    ["of an unknown user", { address: randomWallet().address }, 10407],
    ["of an unknown coin", { coin_id: 42 }, 10202],
  ])("refuses an adjustment %s and changes nothing", async (_, change, code) => {
    const admin = await signUp({ admin: true });
    const me = await signUp();
    const before = await moneySnapshot();
    const res = await call("POST", "/api/admin/balance", {
      token: admin.token,
      body: { address: me.info.address, coin_id: 1, amount: "1", reason: "r", ...change },
    });
    expect(res.code).toBe(code);
    expect(await moneySnapshot()).toEqual(before);
  });

  it("is for admins only", async () => {
    const me = await signUp();
    const res = await call("POST", "/api/admin/balance", {
      token: me.token,
      body: { address: me.info.address, coin_id: 1, amount: "1000", reason: "free money" },
    });
    expect(res.code).toBe(10040);
    expect(await db.bills.count()).toBe(0);
  });
});
