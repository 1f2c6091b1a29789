import { describe, expect, it } from "vitest";
import { numberMarks, readAmount, writeAmount } from "./amountText";
import { toDecimal } from "./units";

/** What `typed` reads as in `locale`: the plain decimal sent, or the problem's kind (and its mark). */
function read(typed: string, locale: string, decimals = 4): string {
  const r = readAmount(typed, locale, decimals);
  if (r.problem) return r.problem.kind === "decimalMark" ? `use ${r.problem.mark}` : r.problem.kind;
  return toDecimal(r.units);
}

describe("numberMarks", () => {
  it.each([
    ["en", ".", ",", null],
    ["zh-CN", ".", ",", null],
    ["th", ".", ",", null],
    ["vi", ",", ".", null],
    ["es", ",", ".", null],
    ["tr", ",", ".", null],
    ["pt-BR", ",", ".", null],
    ["ru", ",", " ", "."],
    ["pt-PT", ",", " ", "."],
  ])("%s writes decimals with %j, groups with %j, and has %j spare", (locale, decimal, group, spare) => {
    expect(numberMarks(locale)).toEqual({ decimal, group, spare });
  });
});

describe("readAmount", () => {
  it("reads the language's decimal mark and sends a plain dot decimal", () => {
    expect(read("25,5", "ru")).toBe("25.5");
    expect(read("25,5", "es")).toBe("25.5");
    expect(read("25.5", "en")).toBe("25.5");
    expect(read("10,5", "vi")).toBe("10.5");
  });

  it("reads the mark a language uses for nothing else as a decimal mark", () => {
    expect(read("25.5", "ru")).toBe("25.5");
    expect(read("1.000", "ru")).toBe("1");
    expect(read("25.5", "pt-PT")).toBe("25.5");
  });

  it("reads grouping in threes before the decimal mark, with the language's mark or any space", () => {
    expect(read("1,500", "en")).toBe("1500");
    expect(read("1,000,000.25", "en")).toBe("1000000.25");
    expect(read("1 000.5", "en")).toBe("1000.5");
    expect(read("1 000,5", "ru")).toBe("1000.5");
    expect(read("1\u00a0000,5", "ru")).toBe("1000.5");
    expect(read("1\u202f000,5", "ru")).toBe("1000.5");
    expect(read("1.000,5", "es")).toBe("1000.5");
    expect(read("12.345.678,9", "tr")).toBe("12345678.9");
  });

  it("refuses a grouping mark anywhere else, naming the decimal mark to use", () => {
    expect(read("25,5", "en")).toBe("use .");
    expect(read("1,50", "en")).toBe("use .");
    expect(read("1,5000", "en")).toBe("use .");
    expect(read("0,500", "en")).toBe("use .");
    expect(read(",5", "en")).toBe("use .");
    expect(read("1,,000", "en")).toBe("use .");
    expect(read("1.5", "es")).toBe("use ,");
    expect(read("1 5", "ru")).toBe("use ,");
    expect(read("1.000,5", "ru")).toBe("use ,");
    expect(read("1.2.3", "en")).toBe("use .");
    expect(read("1.000,5", "en")).toBe("use .");
    expect(read("0,123 4", "ru")).toBe("use ,");
  });

  it("reads full-width digits, marks and spaces of CJK keyboards as their ASCII forms", () => {
    expect(read("２５．５", "zh-CN")).toBe("25.5");
    expect(read("１，０００．５", "ja")).toBe("1000.5");
    expect(read("25。5", "zh-CN")).toBe("25.5");
    expect(read("１\u3000０００", "ko")).toBe("1000");
  });

  it("takes a lone mark at either end, a sign and surrounding spaces", () => {
    expect(read(".5", "en")).toBe("0.5");
    expect(read("25,", "ru")).toBe("25");
    expect(read("  7  ", "en")).toBe("7");
    expect(read("-3,5", "ru")).toBe("-3.5");
    expect(read("−3.5", "en")).toBe("-3.5");
    expect(read("+3", "en")).toBe("3");
  });

  it("says what is wrong with what is not a number", () => {
    expect(read("", "en")).toBe("empty");
    expect(read("   ", "en")).toBe("empty");
    expect(read(".", "en")).toBe("noDigits");
    expect(read("-", "en")).toBe("noDigits");
    const chars = (typed: string) => {
      const r = readAmount(typed, "en", 4);
      return r.problem?.kind === "characters" ? r.problem.characters : "";
    };
    expect(chars("1e3")).toBe("e");
    expect(chars("$12 USDT")).toBe("$USDT");
    expect(chars("abca")).toBe("abc");
    expect(chars("5-")).toBe("-");
  });

  it("refuses more decimals than allowed, counting no zeros at the end", () => {
    expect(read("12.34567", "en")).toBe("decimals");
    expect(read("0.00001", "en", 4)).toBe("decimals");
    expect(read("1.50000", "en")).toBe("1.5");
    expect(read("1.1234567890123456789", "en", 30)).toBe("decimals");
  });
});

describe("writeAmount", () => {
  it("writes a plain decimal in the language's form, without grouping, as readAmount reads it back", () => {
    expect(writeAmount("735.5", "ru")).toBe("735,5");
    expect(writeAmount("12345.5", "vi")).toBe("12345,5");
    expect(writeAmount("12345.5", "en")).toBe("12345.5");
    expect(writeAmount("100", "ru")).toBe("100");
    for (const locale of ["en", "ru", "vi", "pt-PT", "th", "tr"])
      expect(read(writeAmount("12345.5", locale), locale)).toBe("12345.5");
  });
});
