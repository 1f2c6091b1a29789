import type { Candle, KlineInterval } from "../../api/market";
import { div, roundTo } from "../../lib/money/arithmetic";
import { ZERO, unitsOrZero, type Units } from "../../lib/money/units";

/**
 * The pure side of the exchange page's price chart (docs/decisions/0031-charts.md): which candles each interval
 * asks for, the 24 h change, and the places a coin's prices are written with. Money stays bigint units here; only
 * the chart library is handed numbers.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Every interval GET /api/public/kline offers, with how many candles each shows (about a day, two, a week, 90 days). */
export const INTERVALS: readonly { key: KlineInterval; ms: number; limit: number }[] = [
  { key: "15m", ms: 15 * MINUTE, limit: 96 },
  { key: "1h", ms: HOUR, limit: 48 },
  { key: "4h", ms: 4 * HOUR, limit: 42 },
  { key: "1d", ms: DAY, limit: 90 },
];

export const DEFAULT_INTERVAL: KlineInterval = "1h";

/** The hourly candles the 24 h change is read from: the current hour and the 24 before it. */
export const DAY_CHANGE_QUERY = { interval: "1h", limit: 25 } as const;

export interface DayChange {
  /** The price 24 h before the current hour began (the open of that hour's candle). */
  from: Units;
  /** The last price (the current candle's close). */
  to: Units;
  /** to − from. */
  change: Units;
  /** The change in percent of `from`, rounded half away from zero to 2 places; null when `from` is 0. */
  percent: Units | null;
}

/**
 * The 24 h change from hourly candles, oldest first: the last close against the open of the candle that began
 * exactly 24 h before the current one ("since this hour yesterday"). Null when that candle is not among them.
 */
export function dayChange(hourly: readonly Candle[]): DayChange | null {
  const last = hourly[hourly.length - 1];
  if (!last) return null;
  const base = hourly.find((c) => c.time === last.time - DAY);
  if (!base) return null;
  const from = unitsOrZero(base.open);
  const to = unitsOrZero(last.close);
  const change = to - from;
  const percent =
    from === ZERO ? null : roundTo(div(change * 100n, from, "halfAwayFromZero"), 2, "halfAwayFromZero");
  return { from, to, change, percent };
}

/** Up (green) for a rise or no change, down (red) for a fall. */
export function direction(change: Units): "up" | "down" {
  return change < ZERO ? "down" : "up";
}

/**
 * The decimal places a coin's candles are written with (the backend sends a fixed number per coin, at least 3),
 * so the chart shows the price as precisely as it is known: HOLD 0.124873, BNB 598.213.
 */
export function pricePlaces(candles: readonly Candle[]): number {
  let places = 3;
  for (const c of candles.slice(-5)) {
    for (const text of [c.open, c.high, c.low, c.close]) {
      const fraction = text.split(".")[1]?.length ?? 0;
      if (fraction > places) places = fraction;
    }
  }
  return Math.min(places, 8);
}

/** A candle as the chart library takes it: seconds and numbers (drawing only; nothing is computed from them). */
export interface ChartCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Candles for the chart, their times moved by the local UTC offset of each candle: the library writes every time as
 * UTC, so this makes its axis and crosshair read the user's own clock (its documented way to show a time zone).
 */
export function toChartCandles(candles: readonly Candle[]): ChartCandle[] {
  return candles.map((c) => ({
    time: Math.floor((c.time - new Date(c.time).getTimezoneOffset() * MINUTE) / 1000),
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
  }));
}
