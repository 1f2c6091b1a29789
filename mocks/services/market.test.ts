import { describe, expect, it } from "vitest";
import type { Candle, KlineInterval } from "../../src/api/market";
import { units } from "../../src/lib/money/units";
import { COINS, KLINE_VOLATILITY } from "../config";
import { KLINE_BRIDGE_CANDLES, KLINE_INTERVAL_MS, history } from "./market";

/** docs/business-rules-checkin-market.md#market-coins-and-price-history: longer candles swing further. */
const SWING: Record<KlineInterval, bigint> = { "15m": 1n, "1h": 2n, "4h": 3n, "1d": 5n };
const INTERVALS = Object.keys(KLINE_INTERVAL_MS) as KlineInterval[];
/** 2026-11-27 00:00 UTC, mid-candle for every interval. */
const START = Date.UTC(2026, 10, 27) + 7.5 * 60_000;

/** Whether `a` and `b` are within `ppm` (at 100 % volatility and swing 1, scaled as the coin's are) of `price`. */
function within(a: bigint, b: bigint, price: bigint, ppm: bigint, coinId: number, interval: KlineInterval) {
  const diff = a > b ? a - b : b - a;
  const bound = (price * ppm * SWING[interval] * BigInt(KLINE_VOLATILITY[coinId] ?? 100)) / 100n;
  return diff * 1_000_000n <= bound;
}

const combos = COINS.flatMap((coin) => INTERVALS.map((interval) => [coin, interval] as const));

describe("the demo market's history", () => {
  it.each(combos.map(([coin, interval]) => [coin.id, interval, coin] as const))(
    "coin %i, %s: leads into the current price instead of jumping to it in the last candle",
    (_, interval, coin) => {
      const price = units(coin.price);
      const ms = KLINE_INTERVAL_MS[interval];
      // 300 successive candles as the live one: the live candle opens close to the price every time (today's
      // history ended up to ±5 % × swing away from it, and the last candle jumped).
      const far: string[] = [];
      for (let step = 0; step < 300; step++) {
        const [previous, live] = history(coin, interval, 2, START + step * ms) as [Candle, Candle];
        expect(live.open).toBe(previous.close);
        expect(units(live.close)).toBe(price);
        if (!within(units(live.open), price, price, 10_000n, coin.id, interval)) far.push(live.open);
      }
      expect(far).toEqual([]);
    },
  );

  it.each(combos.map(([coin, interval]) => [coin.id, interval, coin] as const))(
    "coin %i, %s: no candle moves more than 2 percent × swing, the bridge included",
    (_, interval, coin) => {
      const candles = history(coin, interval, 200, START);
      const jumps = candles.filter(
        (c) => !within(units(c.open), units(c.close), units(coin.price), 20_000n, coin.id, interval),
      );
      expect(jumps).toEqual([]);
    },
  );

  it("keeps candles older than the bridge as they were when the clock moves on", () => {
    const hold = COINS.find((c) => c.id === 2)!;
    const limit = 40;
    const before = history(hold, "1h", limit, START);
    const after = history(hold, "1h", limit, START + KLINE_INTERVAL_MS["1h"]);
    // Candles KLINE_BRIDGE_CANDLES or more before the new live one were past the bridge already.
    const settled = limit - 1 - KLINE_BRIDGE_CANDLES;
    expect(after.slice(0, settled)).toEqual(before.slice(1, settled + 1));
    // Inside the bridge the candles move toward the price as the live candle changes.
    expect(after.slice(settled, -1)).not.toEqual(before.slice(settled + 1));
  });
});
