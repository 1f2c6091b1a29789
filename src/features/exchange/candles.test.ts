import { describe, expect, it } from "vitest";
import type { Candle } from "../../api/market";
import { toDecimal } from "../../lib/money/units";
import { dayChangeText } from "./dayChangeText";
import { DAY, dayChange, direction, pricePlaces, toChartCandles } from "./candles";

const HOUR = 3_600_000;
const T = Date.UTC(2026, 10, 21, 10);

/** Hourly candles ending at T, each opening at the previous close. */
function hourly(closes: string[], open = "1"): Candle[] {
  let prev = open;
  return closes.map((close, i) => {
    const candle = { time: T - (closes.length - 1 - i) * HOUR, open: prev, high: close, low: prev, close };
    prev = close;
    return candle;
  });
}

const text = (c: ReturnType<typeof dayChange>) =>
  c && {
    from: toDecimal(c.from),
    to: toDecimal(c.to),
    change: toDecimal(c.change),
    percent: c.percent === null ? null : toDecimal(c.percent),
  };

describe("dayChange", () => {
  it("compares the last close with the open of the hour 24 h before the current one", () => {
    const closes = Array.from({ length: 25 }, (_, i) => (i === 24 ? "0.130" : `0.12${i % 10}`));
    expect(text(dayChange(hourly(closes, "0.125")))).toEqual({
      from: "0.125",
      to: "0.13",
      change: "0.005",
      percent: "4",
    });
  });

  it("is exact in decimals and rounds the percent half away from zero to 2 places", () => {
    // 0.1 → 0.3 in floats is 0.30000000000000004; here 0.2 exactly, +200 %.
    const up = hourly([...Array<string>(24).fill("0.2"), "0.3"], "0.1");
    expect(text(dayChange(up))).toMatchObject({ change: "0.2", percent: "200" });
    // 3 → 2: −33.333… % → −33.33; 3 → 1.99995: −33.335 % → −33.34 (half away from zero).
    expect(text(dayChange(hourly([...Array<string>(24).fill("3"), "2"], "3")))?.percent).toBe("-33.33");
    expect(text(dayChange(hourly([...Array<string>(24).fill("3"), "1.99995"], "3")))?.percent).toBe("-33.34");
  });

  it("needs the candle that opened 24 h before the current one", () => {
    expect(dayChange([])).toBeNull();
    expect(dayChange(hourly(Array<string>(24).fill("1")))).toBeNull();
    const gap = hourly(Array<string>(25).fill("1")).filter((c) => c.time !== T - DAY);
    expect(dayChange(gap)).toBeNull();
  });

  it("has no percent from a zero price", () => {
    expect(text(dayChange(hourly(Array<string>(25).fill("1"), "0")))).toMatchObject({ percent: null });
  });
});

describe("direction", () => {
  it("is up for a rise or no change, down for a fall", () => {
    expect(direction(5n)).toBe("up");
    expect(direction(0n)).toBe("up");
    expect(direction(-1n)).toBe("down");
  });
});

describe("pricePlaces", () => {
  it("is the places the candles carry, at least 3", () => {
    expect(pricePlaces([{ time: 0, open: "598.2", high: "600", low: "597.5", close: "599.25" }])).toBe(3);
    expect(pricePlaces(hourly(["0.124873"], "0.125"))).toBe(6);
    expect(pricePlaces([])).toBe(3);
  });
});

describe("toChartCandles", () => {
  it("gives the library seconds on the local clock and numbers", () => {
    const [c] = toChartCandles([{ time: T, open: "1.5", high: "2", low: "1", close: "1.75" }]);
    expect(c).toEqual({
      time: (T - new Date(T).getTimezoneOffset() * 60_000) / 1000,
      open: 1.5,
      high: 2,
      low: 1,
      close: 1.75,
    });
  });
});

describe("dayChangeText", () => {
  it("writes the change with its sign, in the language's pattern", () => {
    const rise = dayChange(hourly([...Array<string>(24).fill("1"), "0.130"], "0.125"))!;
    expect(dayChangeText(rise, 6, "en")).toEqual({ amount: "+0.005000", percent: "+4%" });
    const fall = dayChange(hourly([...Array<string>(24).fill("3"), "2"], "3"))!;
    expect(dayChangeText(fall, 3, "ru")).toEqual({ amount: "\u22121,000", percent: "\u221233,33\u00a0%" });
    const flat = dayChange(hourly(Array<string>(25).fill("1"), "1"))!;
    expect(dayChangeText(flat, 3, "en")).toEqual({ amount: "0.000", percent: "0%" });
  });
});
