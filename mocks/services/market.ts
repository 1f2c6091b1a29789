import type { Candle, KlineInterval, PublicCoin } from "../../src/api/market";
import { ErrorCode } from "../../src/api/wire";
import { type Units, toFixedPlaces, units } from "../../src/lib/money/units";
import { roundTo } from "../../src/lib/money/arithmetic";
import { clock } from "../clock";
import { COINS, KLINE_VOLATILITY, type CoinConfig } from "../config";
import { ServiceError } from "./errors";
import { readId } from "./input";

export const KLINE_INTERVAL_MS: Record<KlineInterval, number> = {
  "15m": 15 * 60_000,
  "1h": 60 * 60_000,
  "4h": 4 * 60 * 60_000,
  "1d": 24 * 60 * 60_000,
};
export const KLINE_DEFAULT_INTERVAL: KlineInterval = "1h";
export const KLINE_DEFAULT_LIMIT = 48;
export const KLINE_MAX_LIMIT = 200;

/** Longer candles wander further from the price. */
const INTERVAL_SWING: Record<KlineInterval, number> = { "15m": 1, "1h": 2, "4h": 3, "1d": 5 };
/**
 * The deviation from the price is the sum of these layers of value noise: [span in candles, amplitude in ppm at
 * 100 % volatility and swing 1]. A random value per span boundary, interpolated in between, so neighbouring candles
 * move together (a chart, not static) and the total stays within ±5 % × swing × volatility.
 */
const LAYERS: [number, number][] = [
  [1, 2_000],
  [6, 6_000],
  [24, 15_000],
  [96, 27_000],
];
/**
 * The last candles before the current one are drawn toward the price over this many candles, so the history leads
 * into the current price instead of jumping to it in the last candle (docs/decisions/0043-lists-that-move.md).
 */
export const KLINE_BRIDGE_CANDLES = 12;
/** The longest wick beyond a candle's body, in ppm at 100 % volatility and swing 1. */
const WICK_PPM = 4_000;
const PPM = 1_000_000n;
const WICK_UP = 101;
const WICK_DOWN = 102;

export function publicCoins(): PublicCoin[] {
  return COINS.map((c) => ({ coin_id: c.id, coin_name: c.name, price: c.price }));
}

/**
 * A 32-bit hash of whole numbers (murmur3-style mixing, integer arithmetic only): the seeded pseudo-random source
 * of the price history. The same inputs give the same number on every run and every machine.
 */
function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    for (const word of [part % 0x1_0000_0000, Math.floor(part / 0x1_0000_0000)]) {
      let k = Math.imul(word | 0, 0xcc9e2d51);
      k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
      h ^= k;
      h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A whole number in [-amplitude, amplitude] from a hash. */
function signed(hash: number, amplitude: number): number {
  return (hash % (2 * amplitude + 1)) - amplitude;
}

/** Places every price of `price`'s history carries: about 6 significant digits, at least 3, never fewer than the price's own. */
export function priceDecimals(price: string): number {
  const [whole = "0", fraction = ""] = price.split(".");
  const leadingZeros = /^0*/.exec(fraction)![0].length;
  const magnitude = whole.replace(/^0+/, "").length || -leadingZeros;
  return Math.min(18, Math.max(3, 6 - magnitude, fraction.replace(/0+$/, "").length));
}

interface Series {
  coinId: number;
  interval: KlineInterval;
  price: Units;
  decimals: number;
  /** Multiplier of the standard swing, percent. */
  scale: number;
}

function amplitude(series: Series, ppm: number): number {
  return Math.round((ppm * INTERVAL_SWING[series.interval] * series.scale) / 100);
}

/** Candle `n`'s own deviation from the price, in ppm: a pure function of coin, interval and candle. */
function noise(series: Series, n: number): number {
  const iv = Object.keys(KLINE_INTERVAL_MS).indexOf(series.interval);
  let total = 0;
  LAYERS.forEach(([span, ppm], layer) => {
    const a = amplitude(series, ppm);
    const bucket = Math.floor(n / span);
    const into = n - bucket * span;
    const from = signed(hash32(layer, series.coinId, iv, bucket), a);
    const to = signed(hash32(layer, series.coinId, iv, bucket + 1), a);
    total += Math.trunc((from * (span - into) + to * into) / span);
  });
  return total;
}

/**
 * How much of the current candle's noise is taken off candle `back` candles before it: all of it at the current
 * candle, none from KLINE_BRIDGE_CANDLES back, easing in and out between (smoothstep), so the bend has no corner.
 * Integer arithmetic: the product stays far below 2^53.
 */
function bridged(noiseNow: number, back: number): number {
  const k = KLINE_BRIDGE_CANDLES;
  if (back >= k) return 0;
  return Math.trunc((noiseNow * (k - back) ** 2 * (k + 2 * back)) / k ** 3);
}

/**
 * The deviation of candle `n`'s close from the price, in ppm, when candle `current` is the live one: its own noise,
 * less the current candle's noise eased in over the last candles (a bridge), so the series ends at the price itself.
 */
function deviation(series: Series, n: number, current: number): number {
  const total = noise(series, n) - bridged(noise(series, current), current - n);
  // Prices stay positive even with an extreme volatility setting.
  return Math.max(total, -900_000);
}

function scaled(value: Units, ppm: number, decimals: number): Units {
  return roundTo((value * (PPM + BigInt(ppm))) / PPM, decimals, "halfAwayFromZero");
}

/** The close of candle `n` while candle `current` is live (which closes at the price itself). */
function closeOf(series: Series, n: number, current: number): Units {
  return n === current ? series.price : scaled(series.price, deviation(series, n, current), series.decimals);
}

function candle(series: Series, n: number, current: number): Candle {
  const iv = Object.keys(KLINE_INTERVAL_MS).indexOf(series.interval);
  const open = closeOf(series, n - 1, current);
  const close = closeOf(series, n, current);
  const wick = amplitude(series, WICK_PPM);
  const high = scaled(
    open > close ? open : close,
    hash32(WICK_UP, series.coinId, iv, n) % (wick + 1),
    series.decimals,
  );
  const low = scaled(
    open < close ? open : close,
    -(hash32(WICK_DOWN, series.coinId, iv, n) % (wick + 1)),
    series.decimals,
  );
  const text = (v: Units) => toFixedPlaces(roundTo(v, series.decimals, "halfAwayFromZero"), series.decimals);
  return {
    time: n * KLINE_INTERVAL_MS[series.interval],
    open: text(open),
    high: text(high),
    low: text(low),
    close: text(close),
  };
}

function readInterval(raw: string | null): KlineInterval {
  if (raw === null) return KLINE_DEFAULT_INTERVAL;
  if (!Object.hasOwn(KLINE_INTERVAL_MS, raw)) throw new ServiceError(ErrorCode.badRequest, "klineInvalid");
  return raw as KlineInterval;
}

function readLimit(raw: string | null): number {
  if (raw === null) return KLINE_DEFAULT_LIMIT;
  const limit = readId(raw);
  if (limit === null || limit > KLINE_MAX_LIMIT) throw new ServiceError(ErrorCode.badRequest, "klineInvalid");
  return limit;
}

function readCoin(raw: string | null): CoinConfig {
  const id = readId(raw);
  const coin = COINS.find((c) => c.id === id);
  if (!coin) throw new ServiceError(ErrorCode.coinUnknown, "coinUnknown");
  return coin;
}

/**
 * A coin's price history: `limit` candles of `interval`, oldest first, the last being the current candle (on the
 * demo clock), which closes at the coin's configured price. Finished candles are a pure function of coin, interval,
 * candle time and the current candle (and the configured price), so every call shows the same history; each opens at
 * the previous candle's close, and the last KLINE_BRIDGE_CANDLES lead smoothly into the price.
 */
export function kline(rawCoin: string | null, rawInterval: string | null, rawLimit: string | null): Candle[] {
  return history(readCoin(rawCoin), readInterval(rawInterval), readLimit(rawLimit), clock.now());
}

/** `limit` candles of `interval` for `coin`, the last being the one live at `now` (epoch ms). */
export function history(coin: CoinConfig, interval: KlineInterval, limit: number, now: number): Candle[] {
  const series: Series = {
    coinId: coin.id,
    interval,
    price: units(coin.price),
    decimals: priceDecimals(coin.price),
    scale: KLINE_VOLATILITY[coin.id] ?? 100,
  };
  const current = Math.floor(now / KLINE_INTERVAL_MS[interval]);
  const candles: Candle[] = [];
  for (let n = current - limit + 1; n <= current; n++) candles.push(candle(series, n, current));
  return candles;
}
