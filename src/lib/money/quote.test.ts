import { describe, expect, it } from "vitest";
import { toDecimal, units } from "./units";
import { quoteExchange, quoteWithdrawal } from "./quote";

const text = (q: Record<string, bigint>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, toDecimal(v)]));

describe("quoteExchange (docs/decisions/0010-money.md)", () => {
  it("rounds the amount bought down and the fee half away from zero, 8 places; what arrives is the difference", () => {
    // 8.0001 HOLD at 0.125 = 1.0000125 USDT; 0.3% of it = 0.0030000375 → 0.00300004 (down would be …03).
    expect(text({ ...quoteExchange(units("8.0001"), "0.125", "1", "0.3") })).toEqual({
      rate: "0.125",
      gross: "1.0000125",
      fee: "0.00300004",
      received: "0.99701246",
    });
    // 8.0003 HOLD = 1.0000375 USDT; 0.3% = 0.0030001125 → 0.00300011 (below half: down).
    expect(toDecimal(quoteExchange(units("8.0003"), "0.125", "1", "0.3").fee)).toBe("0.00300011");
  });

  it("floors what the exchange pays before its fee at 8 places", () => {
    // 1 USDT → BNB at 612.5: 0.00163265306… → 0.00163265.
    const q = quoteExchange(units("1"), "1", "612.5", "0.3");
    expect(toDecimal(q.gross)).toBe("0.00163265");
    expect(toDecimal(q.fee)).toBe("0.0000049"); // 0.00000489795 → half up at 8 places
    expect(q.received + q.fee).toBe(q.gross);
  });
});

describe("quoteWithdrawal", () => {
  it("rounds the percent fee half away from zero at 4 places, at least the minimum fee", () => {
    expect(text({ ...quoteWithdrawal(units("123.4567"), "1", "1") })).toEqual({
      fee: "1.2346",
      actual: "122.2221",
    });
    expect(text({ ...quoteWithdrawal(units("123.4549"), "1", "1") })).toEqual({
      fee: "1.2345",
      actual: "122.2204",
    });
    expect(text({ ...quoteWithdrawal(units("10"), "1", "1") })).toEqual({ fee: "1", actual: "9" });
  });
});
