import { describe, expect, it } from "vitest";
import { parseDecimal, toDecimal, toFixedPlaces, units } from "./units";
import { mul, percentOf, roundTo } from "./arithmetic";

describe("money", () => {
  it("parses plain decimals exactly and refuses everything else", () => {
    expect(toDecimal(units("0.1") + units("0.2"))).toBe("0.3");
    expect(parseDecimal("12.3400")).toBe(units("12.34"));
    expect(parseDecimal("-3")).toBe(-units("3"));
    for (const bad of [
      "",
      " ",
      "1e5",
      "1,000",
      "+1",
      ".5",
      "5.",
      "0x10",
      "1.2.3",
      "NaN",
      "Infinity",
      null,
      5,
    ]) {
      expect(parseDecimal(bad), String(bad)).toBeNull();
    }
    expect(parseDecimal("1.12345", 4)).toBeNull();
    expect(parseDecimal("1.1234", 4)).toBe(units("1.1234"));
  });

  it("multiplies, takes percentages and rounds half away from zero", () => {
    expect(toDecimal(mul(units("1234.5678"), units("0.125"), "halfAwayFromZero"))).toBe("154.320975");
    expect(toDecimal(percentOf(units("200"), units("0.5"), "halfAwayFromZero"))).toBe("1");
    expect(toFixedPlaces(roundTo(units("2.00045"), 4, "halfAwayFromZero"), 4)).toBe("2.0005");
    expect(toFixedPlaces(roundTo(units("-2.00045"), 4, "halfAwayFromZero"), 4)).toBe("-2.0005");
    expect(toDecimal(roundTo(units("0.0004"), 3, "halfAwayFromZero"))).toBe("0");
    expect(toDecimal(roundTo(units("9.99999"), 4, "towardZero"))).toBe("9.9999");
    expect(toFixedPlaces(roundTo(units("5"), 2, "halfAwayFromZero"), 2)).toBe("5.00");
    expect(toDecimal(units("123456789012345678.5"))).toBe("123456789012345678.5");
  });
});

describe("quotes", () => {
  it("prices an exchange at the ratio of prices, fee from what is bought, rounded down", async () => {
    const { quoteExchange } = await import("./quote");
    const q = quoteExchange(units("100"), "1", "0.125", "0.3");
    expect([toDecimal(q.rate), toDecimal(q.gross), toDecimal(q.fee), toDecimal(q.received)]).toEqual([
      "8",
      "800",
      "2.4",
      "797.6",
    ]);
    const odd = quoteExchange(units("0.3333"), "612.5", "1", "0.3");
    expect(toDecimal(odd.gross)).toBe("204.14625");
    expect(toDecimal(odd.fee + odd.received)).toBe("204.14625");
  });

  it("charges a withdrawal a percent with a minimum", async () => {
    const { quoteWithdrawal } = await import("./quote");
    expect(toDecimal(quoteWithdrawal(units("50"), "1", "1").fee)).toBe("1");
    expect(toDecimal(quoteWithdrawal(units("250"), "1", "1").fee)).toBe("2.5");
    expect(toDecimal(quoteWithdrawal(units("250"), "1", "1").actual)).toBe("247.5");
  });
});
