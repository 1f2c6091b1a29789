import { describe, expect, it } from "vitest";
import { toDecimal, units } from "./units";
import { div, sumProducts } from "./arithmetic";
import { formatDecimal, formatUnits, roundDecimal } from "./format";

describe("showing decimal strings", () => {
  it("rounds half away from zero without floats", () => {
    expect(roundDecimal("1.23456", 4)).toBe("1.2346");
    expect(roundDecimal("1.23454", 4)).toBe("1.2345");
    expect(roundDecimal("0.0005", 3)).toBe("0.001");
    expect(roundDecimal("0.0004", 3)).toBe("0.000");
    expect(roundDecimal("2", 3)).toBe("2.000");
    expect(roundDecimal("-1.00005", 4)).toBe("-1.0001");
    expect(roundDecimal("-0.00001", 4)).toBe("0.0000");
    expect(roundDecimal("9.99995", 4)).toBe("10.0000");
    expect(roundDecimal("123456789012345678901234.123456789", 4)).toBe("123456789012345678901234.1235");
    expect(roundDecimal("0.1234567890123456789999", 4)).toBe("0.1235");
    expect(roundDecimal(".5", 0)).toBe("1");
    expect(roundDecimal("junk", 2)).toBe("0.00");
  });

  it("groups with the locale's marks", () => {
    expect(formatDecimal("1234567.89", 4, "en")).toBe("1,234,567.8900");
    expect(formatDecimal("1234567.89", 3, "de")).toBe("1.234.567,890");
    expect(formatDecimal("0.1", 3, "ru")).toBe("0,100");
    expect(formatDecimal("-1234.5", 2, "en")).toBe("\u22121,234.50");
    expect(formatDecimal("98765432109876543210.5", 1, "en")).toBe("98,765,432,109,876,543,210.5");
  });

  it("sums amount × price exactly", () => {
    const total = sumProducts(
      [
        { amount: units("0.1"), price: units("3") },
        { amount: units("0.2"), price: units("3") },
        { amount: units("1234.5678"), price: units("0.123") },
      ],
      "halfAwayFromZero",
    );
    expect(toDecimal(total)).toBe("152.7518394");
    expect(formatUnits(total, 2, "en")).toBe("152.75");
    expect(toDecimal(div(units("10"), units("4"), "towardZero"))).toBe("2.5");
    expect(toDecimal(div(units("2"), units("3"), "towardZero"))).toBe("0.666666666666666666");
    expect(toDecimal(div(units("2"), units("3"), "halfAwayFromZero"))).toBe("0.666666666666666667");
    expect(() => div(units("1"), 0n, "towardZero")).toThrow(/division by zero/);
  });
});
