import { beforeEach, describe, expect, it } from "vitest";
import type { Candle, KlineInterval, PublicCoin } from "../../src/api/market";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS } from "../config";
import { server } from "../hosts/node";
import { call, withMockBackend } from "../test/harness";
import { marketHandlers } from "./market";

withMockBackend();
beforeEach(() => {
  server.use(...marketHandlers);
  // 7½ minutes into a 15-minute candle, so no candle ends while a test runs.
  const into = clock.now() % (15 * 60_000);
  clock.advance((7.5 * 60_000 - into + 15 * 60_000) % (15 * 60_000) || 15 * 60_000);
});

const INTERVALS: [KlineInterval, number][] = [
  ["15m", 15 * 60_000],
  ["1h", 60 * 60_000],
  ["4h", 4 * 60 * 60_000],
  ["1d", 24 * 60 * 60_000],
];

const kline = (qs: string) => call<Candle[]>("GET", `/api/public/kline?${qs}`);

describe("GET /api/public/coins", () => {
  it("lists every coin with its price, without a login", async () => {
    const res = await call<PublicCoin[]>("GET", "/api/public/coins");
    expect(res.code).toBe(200);
    expect(res.data).toEqual(COINS.map((c) => ({ coin_id: c.id, coin_name: c.name, price: c.price })));
  });
});

describe("GET /api/public/kline", () => {
  it.each(COINS.flatMap((coin) => INTERVALS.map(([interval, ms]) => [coin.id, interval, ms] as const)))(
    "coin %i, %s: aligned candles ending with the current one at the configured price",
    async (coinId, interval, ms) => {
      const price = COINS.find((c) => c.id === coinId)!.price;
      const res = await kline(`coin_id=${coinId}&interval=${interval}&limit=200`);
      expect(res.code).toBe(200);
      const candles = res.data;
      expect(candles).toHaveLength(200);
      const last = candles.at(-1)!;
      expect(last.time).toBe(Math.floor(clock.now() / ms) * ms);
      expect(units(last.close)).toBe(units(price));
      candles.forEach((c, i) => {
        expect(c.time % ms).toBe(0);
        for (const v of [c.open, c.high, c.low, c.close]) expect(v).toMatch(/^\d+\.\d{3,}$/);
        const [open, high, low, close] = [c.open, c.high, c.low, c.close].map(units) as [
          bigint,
          bigint,
          bigint,
          bigint,
        ];
        expect(high >= open && high >= close).toBe(true);
        expect(low <= open && low <= close).toBe(true);
        expect(low > 0n).toBe(true);
        if (i > 0) {
          expect(c.time - candles[i - 1]!.time).toBe(ms);
          expect(c.open).toBe(candles[i - 1]!.close);
        }
      });
      // A chart, not a flat line, and not far from the price.
      const closes = new Set(candles.map((c) => c.close));
      expect(closes.size).toBeGreaterThan(20);
      for (const c of candles) {
        const ratio = Number((units(c.close) * 1000n) / units(price));
        expect(ratio).toBeGreaterThan(700);
        expect(ratio).toBeLessThan(1300);
      }
    },
  );

  it("is deterministic: two calls answer the same candles", async () => {
    for (const [interval] of INTERVALS) {
      const a = await kline(`coin_id=2&interval=${interval}&limit=100`);
      const b = await kline(`coin_id=2&interval=${interval}&limit=100`);
      expect(b.data).toEqual(a.data);
    }
  });

  it("keeps candles older than the bridge as they were when the clock moves on", async () => {
    const before = (await kline("coin_id=2&interval=1h&limit=20")).data;
    clock.advance(60 * 60_000);
    const after = (await kline("coin_id=2&interval=1h&limit=20")).data;
    // The last KLINE_BRIDGE_CANDLES (12) lead into the price, so they follow the live candle; the rest stay.
    expect(after.slice(0, 7)).toEqual(before.slice(1, 8));
    // The candle that was current is now finished: same time, its close is no longer pinned to the price.
    expect(after[18]!.time).toBe(before[19]!.time);
    expect(units(after[19]!.close)).toBe(units("0.125"));
  });

  it("gives each coin and interval its own history", async () => {
    const hold = (await kline("coin_id=2&interval=1h&limit=48")).data.map((c) => c.open);
    const bnb = (await kline("coin_id=4&interval=1h&limit=48")).data.map((c) => c.open);
    const hold4h = (await kline("coin_id=2&interval=4h&limit=48")).data.map((c) => c.open);
    const relative = (list: string[], price: string) =>
      list.map((v) => (units(v) * 10n ** 6n) / units(price));
    expect(relative(bnb, "612.5")).not.toEqual(relative(hold, "0.125"));
    expect(hold4h).not.toEqual(hold);
  });

  it("answers 48 hourly candles when interval and limit are left out", async () => {
    const res = await kline("coin_id=1");
    expect(res.data).toHaveLength(48);
    expect(res.data[1]!.time - res.data[0]!.time).toBe(60 * 60_000);
  });

  it.each([
    ["an unknown coin", "coin_id=99&interval=1h&limit=10", 10202],
    ["coin 0", "coin_id=0", 10202],
    ["a coin that is not a number", "coin_id=abc", 10202],
    ["no coin", "interval=1h&limit=10", 10202],
    ["an unknown interval", "coin_id=2&interval=2h", 10001],
    ["an empty interval", "coin_id=2&interval=", 10001],
    ["an interval in the wrong case", "coin_id=2&interval=1H", 10001],
    ["an inherited key as interval", "coin_id=2&interval=toString", 10001],
    ["limit 0", "coin_id=2&limit=0", 10001],
    ["limit 201", "coin_id=2&limit=201", 10001],
    ["a fractional limit", "coin_id=2&limit=1.5", 10001],
    ["a negative limit", "coin_id=2&limit=-5", 10001],
    ["a limit that is not a number", "coin_id=2&limit=ten", 10001],
    ["an empty limit", "coin_id=2&limit=", 10001],
  ])("refuses %s", async (_, qs, code) => {
    const res = await kline(qs);
    expect([res.status, res.code, res.data]).toEqual([200, code, null]);
    expect(res.message).toBeTruthy();
  });

  it("accepts the limits 1 and 200", async () => {
    expect((await kline("coin_id=2&limit=1")).data).toHaveLength(1);
    expect((await kline("coin_id=2&limit=200")).data).toHaveLength(200);
  });
});
