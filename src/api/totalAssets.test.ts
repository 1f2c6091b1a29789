import { describe, expect, it } from "vitest";
import { toDecimal } from "../lib/money/units";
import { totalAssets } from "./totalAssets";

describe("the wallet's total", () => {
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
