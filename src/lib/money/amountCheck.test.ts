import { describe, expect, it } from "vitest";
import { checkAmount, type AmountRules } from "./amountCheck";
import { units } from "./units";

const withdraw: AmountRules = { decimals: 4, belowMinimum: (a) => a < units("10"), balance: units("735.5") };
const kind = (typed: string, rules: AmountRules = withdraw, locale = "ru") =>
  checkAmount(typed, locale, rules).problem?.kind ?? "ok";

describe("checkAmount", () => {
  it("checks in the documented order: text, above zero, the cap, the minimum, the balance", () => {
    expect(kind("")).toBe("empty");
    expect(kind("1e3")).toBe("characters");
    expect(kind("1.000,5")).toBe("decimalMark");
    expect(kind(",")).toBe("noDigits");
    expect(kind("12,34567")).toBe("decimals");
    expect(kind("0")).toBe("notPositive");
    expect(kind("-5")).toBe("notPositive");
    expect(kind("2 000 000 000")).toBe("tooLarge");
    expect(kind("9,9999")).toBe("belowMinimum");
    expect(kind("735,5001")).toBe("overBalance");
    expect(checkAmount("735,5", "ru", withdraw).units).toBe(units("735.5"));
    expect(checkAmount("25,5", "ru", withdraw).units).toBe(units("25.5"));
  });

  it("says the limit with the refusal", () => {
    expect(checkAmount("800", "en", withdraw).problem).toEqual({
      kind: "overBalance",
      balance: units("735.5"),
    });
    expect(checkAmount("1.23456", "en", withdraw).problem).toEqual({ kind: "decimals", max: 4 });
    // A balance with more decimals than the field takes: the limit said is what can be typed, cut, not rounded up.
    expect(checkAmount("1234.5679", "en", { decimals: 4, balance: units("1234.56789") }).problem).toEqual({
      kind: "overBalance",
      balance: units("1234.5678"),
    });
    expect(checkAmount("1000000000.0001", "en", { decimals: 4 }).problem).toEqual({
      kind: "tooLarge",
      max: "1000000000",
    });
    expect(kind("1000000000", { decimals: 4 }, "en")).toBe("ok");
  });

  it("takes a signed change, refusing zero and a debit past the cap", () => {
    const admin: AmountRules = { decimals: 4, signed: true };
    expect(checkAmount("-25,5", "ru", admin).units).toBe(units("-25.5"));
    expect(kind("0", admin)).toBe("zero");
    expect(kind("-1000000001", admin)).toBe("tooLarge");
  });

  it("bounds nothing it was not given: no balance yet, no minimum", () => {
    expect(kind("5000", { decimals: 4, balance: null })).toBe("ok");
  });
});
