import { describe, expect, it } from "vitest";
import { db } from "../db/holderDb";
import { call, withMockBackend } from "../test/harness";
import { moneySnapshot, signUp } from "../test/users";

withMockBackend();

const balance = async (userId: number, coinId: number) =>
  (await db.balances.get([userId, coinId]))?.amount ?? "0";
const exchange = (token: string, body: unknown) => call("POST", "/api/exchange/exchange", { token, body });

describe("exchange", () => {
  it("sells at the ratio of prices, books the fee as its own bill entry, and answers what was received", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const res = await exchange(me.token, {
      from_coin_id: 1,
      to_coin_id: 2,
      amount: "100",
      request_id: "req-00000001",
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ amount: "100", rate: "8", fee: "2.4", received: "797.6" });
    expect([await balance(me.info.id, 1), await balance(me.info.id, 2)]).toEqual(["0", "797.6"]);
    const bills = await db.bills.where("userId").equals(me.info.id).toArray();
    expect(bills.slice(1).map((b) => [b.coinId, b.amount, b.type])).toEqual([
      [1, "-100", "exchange"],
      [2, "800", "exchange"],
      [2, "-2.4", "exchange_fee"],
    ]);
  });

  it("rounds the fee half away from zero at 8 places (docs/decisions/0010-money.md), booked as quoted", async () => {
    const me = await signUp({ coins: { 2: "8.0001" } });
    // 8.0001 HOLD = 1.0000125 USDT; the 0.3% fee 0.0030000375 rounds up to 0.00300004.
    const res = await exchange(me.token, { from_coin_id: 2, to_coin_id: 1, amount: "8.0001" });
    expect(res.data).toMatchObject({ fee: "0.00300004", received: "0.99701246" });
    const bills = await db.bills.where("userId").equals(me.info.id).toArray();
    expect(bills.slice(1).map((b) => [b.coinId, b.amount, b.balanceAfter])).toEqual([
      [2, "-8.0001", "0"],
      [1, "1.0000125", "1.0000125"],
      [1, "-0.00300004", "0.99701246"],
    ]);
  });

  it("executes a repeated submit once and answers it the same, also when both arrive together", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const body = { from_coin_id: 1, to_coin_id: 2, amount: "10", request_id: "same-request-1" };
    const [a, b] = await Promise.all([exchange(me.token, body), exchange(me.token, body)]);
    const c = await exchange(me.token, body);
    expect(a.data).toEqual(b.data);
    expect(c.data).toEqual(a.data);
    expect(await balance(me.info.id, 1)).toBe("90");
    expect(await db.exchanges.count()).toBe(1);
  });

  it.each([
    ["a negative amount", { amount: "-5" }, 10401],
    ["zero", { amount: "0" }, 10401],
    ["an empty amount", { amount: "" }, 10401],
    ["no amount", { amount: undefined }, 10401],
    ["too many decimals", { amount: "1.00001" }, 10401],
    ["exponent notation", { amount: "1e2" }, 10401],
    ["grouping", { amount: "1,000" }, 10401],
    ["more than the balance", { amount: "100.0001" }, 10201],
    ["less than a dollar's worth", { amount: "0.99" }, 10403],
    ["an unknown pair", { to_coin_id: 3 }, 10404],
    ["an unknown coin", { from_coin_id: 99 }, 10404],
  ])("refuses %s and changes nothing", async (_, change, code) => {
    const me = await signUp({ coins: { 1: "100" } });
    const before = await moneySnapshot();
    const res = await exchange(me.token, { from_coin_id: 1, to_coin_id: 2, amount: "10", ...change });
    expect([res.status, res.code]).toEqual([200, code]);
    expect(res.message.length).toBeGreaterThan(0);
    expect(await moneySnapshot()).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    const before = await moneySnapshot();
    const res = await call("POST", "/api/exchange/exchange", { token: me.token, rawBody: "amount=1" });
    expect(res.code).toBe(10001);
    expect(await moneySnapshot()).toEqual(before);
  });

  it("lists coins, pairs with their prices, the fee config, and the user's exchanges newest first", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    await exchange(me.token, { from_coin_id: 1, to_coin_id: 2, amount: "10" });
    await exchange(me.token, { from_coin_id: 1, to_coin_id: 4, amount: "20" });
    const pairs = await call<{ from_coin_id: number; to_coin_id: number }[]>(
      "GET",
      "/api/exchange/coin_pair",
    );
    expect(pairs.data).toContainEqual(
      expect.objectContaining({ from_coin_id: 1, to_coin_id: 2, to_price: "0.125" }),
    );
    expect((await call("GET", "/api/exchange/config")).data).toEqual({
      fee_percent: "0.3",
      min_value_usd: "1",
      decimals: 4,
    });
    const logs = await call<{ list: { to_coin_name: string }[] }>("GET", "/api/exchange/exchange/logs", {
      token: me.token,
    });
    expect(logs.data.list.map((l) => l.to_coin_name)).toEqual(["BNB", "HOLD"]);
  });
});
