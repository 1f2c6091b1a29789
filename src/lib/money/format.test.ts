import { describe, expect, it } from "vitest";
import { MINUS, formatExact, formatMoney, formatPercent } from "./format";

const NBSP = "\u00a0";

describe("one way to write money", () => {
  it("writes an amount to 4 places with its coin, never wrapping the two apart", () => {
    expect(formatMoney("1234.5", "USDT", "en")).toBe(`1,234.5000${NBSP}USDT`);
    expect(formatMoney("1234.56789", "HOLD", "ru")).toBe(`1${"\u00a0"}234,5679${NBSP}HOLD`);
  });

  it("uses a true minus sign, and a plus only for money coming in", () => {
    expect(formatMoney("-12", "USDT", "en")).toBe(`${MINUS}12.0000${NBSP}USDT`);
    expect(formatMoney("12", "USDT", "en", { signed: true })).toBe(`+12.0000${NBSP}USDT`);
    expect(formatMoney("-12", "USDT", "en", { signed: true })).toBe(`${MINUS}12.0000${NBSP}USDT`);
    // Nothing moved: no sign at all, even once rounded to the places shown.
    expect(formatMoney("0.00001", "USDT", "en", { signed: true })).toBe(`0.0000${NBSP}USDT`);
  });
});

describe("percentages", () => {
  it("follow the language's pattern and decimal mark, from the decimal string", () => {
    expect(formatPercent("0.3", "en")).toBe("0.3%");
    expect(formatPercent("0.3", "ru")).toBe(`0,3${NBSP}%`);
    expect(formatPercent("0.3", "tr")).toBe("%0,3");
    expect(formatPercent("12.50", "pt-PT")).toBe("12,5%");
    expect(formatPercent("1234.5", "es")).toMatch(/^1\.?234,5\s%$/);
  });
});

describe("exact figures", () => {
  it("keeps every significant digit, grouped and marked as the language writes", () => {
    expect(formatExact("1000000000", "en")).toBe("1,000,000,000");
    expect(formatExact("10", "ru")).toBe("10");
    expect(formatExact("0.50", "ru")).toBe("0,5");
    expect(formatExact("12345.5", "vi")).toBe("12.345,5");
  });
});
