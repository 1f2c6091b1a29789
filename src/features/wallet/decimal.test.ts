import { describe, expect, it } from "vitest";
import { toDecimal, units } from "../../lib/money";
import { divide, formatDecimal, formatUnits, roundDecimal, sumProducts } from "../../lib/decimal";
import { totalAssets } from "../../api/coinsStore";

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
    const total = sumProducts([
      { amount: "0.1", price: "3" },
      { amount: "0.2", price: "3" },
      { amount: "1234.5678", price: "0.123" },
    ]);
    expect(toDecimal(total)).toBe("152.7518394");
    expect(formatUnits(total, 2, "en")).toBe("152.75");
    expect(toDecimal(divide(units("10"), units("4")))).toBe("2.5");
    expect(divide(1n, 0n)).toBe(0n);
  });

  it("totals the wallet in dollars and in USDT at USDT's price", () => {
    const coins = [
      { coin_id: 1, coin_name: "USDT", price: "1", money: "1250.5" },
      { coin_id: 2, coin_name: "HOLD", price: "0.125", money: "84000" },
      { coin_id: 4, coin_name: "BNB", price: "612.5", money: "0.85" },
    ];
    expect(toDecimal(totalAssets(coins).usd)).toBe("12271.125");
    expect(toDecimal(totalAssets(coins).usdt)).toBe("12271.125");
    coins[0]!.price = "0.5";
    expect(toDecimal(totalAssets(coins).usdt)).toBe("23291.75");
  });
});
