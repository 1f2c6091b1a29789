import { describe, expect, it } from "vitest";
import type { CoinBalance } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { db } from "../db/holderDb";
import { call, login, withMockBackend } from "../test/harness";
import { applyChanges, balanceOf } from "./ledger";
import { randomWallet } from "../random";

withMockBackend();

describe("ledger", () => {
  it("writes one bill entry per change with the balance after it, exactly in decimals", async () => {
    await applyChanges([{ userId: 1, coinId: 1, amount: units("0.1"), type: "recharge", ref: "r1" }]);
    await applyChanges([{ userId: 1, coinId: 1, amount: units("0.2"), type: "recharge", ref: "r2" }]);
    expect(await balanceOf(1, 1)).toBe(units("0.3"));
    const bills = await db.bills.toArray();
    expect(bills.map((b) => [b.amount, b.balanceAfter, b.type, b.ref])).toEqual([
      ["0.1", "0.1", "recharge", "r1"],
      ["0.2", "0.3", "recharge", "r2"],
    ]);
  });

  it("never lets a balance go below zero, and then changes nothing at all", async () => {
    await applyChanges([{ userId: 1, coinId: 1, amount: units("5"), type: "recharge", ref: "r" }]);
    const attempt = applyChanges([
      { userId: 1, coinId: 2, amount: units("10"), type: "exchange", ref: "x" },
      { userId: 1, coinId: 1, amount: -units("5.0001"), type: "exchange", ref: "x" },
    ]);
    await expect(attempt).rejects.toMatchObject({ code: 10201 });
    expect(await balanceOf(1, 1)).toBe(units("5"));
    expect(await balanceOf(1, 2)).toBe(0n);
    expect(await db.bills.count()).toBe(1);
  });

  it("refuses an unknown coin", async () => {
    await expect(
      applyChanges([{ userId: 1, coinId: 99, amount: units("1"), type: "recharge", ref: "r" }]),
    ).rejects.toMatchObject({ code: 10202 });
    expect(await db.bills.count()).toBe(0);
  });

  it("shows every coin with the user's balance through GET /api/user/coins", async () => {
    const wallet = randomWallet();
    const token = await login(wallet);
    const me = (await db.users.toArray())[0]!;
    await applyChanges([
      { userId: me.id!, coinId: 2, amount: units("1234.5"), type: "admin_operation", ref: "gift" },
    ]);
    const coins = (await call<CoinBalance[]>("GET", "/api/user/coins", { token })).data;
    expect(coins.map((c) => [c.coin_id, c.money])).toEqual([
      [1, "0"],
      [2, "1234.5"],
      [3, "0"],
      [4, "0"],
    ]);
    expect(coins[0]).toMatchObject({ coin_name: "USDT", price: "1" });
  });
});

describe("ledger, many changes in one call", () => {
  it("keeps a running balance per coin through the list, and refuses the whole list at the first step below zero", async () => {
    await applyChanges([{ userId: 1, coinId: 1, amount: units("1"), type: "recharge", ref: "r" }]);
    const bills = await applyChanges([
      { userId: 1, coinId: 1, amount: units("2"), type: "recharge", ref: "a" },
      { userId: 1, coinId: 2, amount: units("5"), type: "exchange", ref: "b" },
      { userId: 1, coinId: 1, amount: -units("2.5"), type: "exchange", ref: "c" },
      { userId: 2, coinId: 1, amount: units("4"), type: "recharge", ref: "d" },
      { userId: 1, coinId: 1, amount: units("0"), type: "recharge", ref: "skipped" },
      { userId: 1, coinId: 2, amount: -units("5"), type: "exchange", ref: "e" },
    ]);
    expect(bills.map((b) => [b.userId, b.coinId, b.amount, b.balanceAfter, b.ref])).toEqual([
      [1, 1, "2", "3", "a"],
      [1, 2, "5", "5", "b"],
      [1, 1, "-2.5", "0.5", "c"],
      [2, 1, "4", "4", "d"],
      [1, 2, "-5", "0", "e"],
    ]);
    expect(bills.every((b) => typeof b.id === "number")).toBe(true);
    expect((await db.bills.bulkGet(bills.map((b) => b.id!))).map((b) => b?.ref)).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
    expect([await balanceOf(1, 1), await balanceOf(1, 2), await balanceOf(2, 1)]).toEqual([
      units("0.5"),
      0n,
      units("4"),
    ]);

    // Ends at 1.5, but goes below zero on the way: refused, nothing written.
    const before = await db.bills.count();
    await expect(
      applyChanges([
        { userId: 1, coinId: 1, amount: -units("1"), type: "exchange", ref: "x" },
        { userId: 1, coinId: 1, amount: units("2"), type: "recharge", ref: "y" },
      ]),
    ).rejects.toMatchObject({ code: 10201 });
    expect(await db.bills.count()).toBe(before);
    expect(await balanceOf(1, 1)).toBe(units("0.5"));
  });
});
