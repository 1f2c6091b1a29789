import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../src/api/wire";
import { parseDecimal, units } from "../../src/lib/money/units";
import { ServiceError } from "./errors";
import { MAX_COUNT, MAX_PAGE, readAmount, readDecimal, readPageQuery } from "./input";

/** The code and message key a reader refused with, or "none". */
function refusal(read: () => unknown): { code: number; key: string } | "none" {
  try {
    read();
    return "none";
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { code: error.code, key: error.key };
  }
}

const PADDED_OR_FOREIGN = [
  "\n10\n",
  " 10",
  "10 ",
  "\t10",
  "\r\n10",
  "\u00a010",
  "10\u00a0",
  "1\u00a0000",
  "\u202f10",
  "\u200710",
  "\ufeff10",
  "\u300010",
  "１０",
  "١٠",
  "۱۰",
  "+10",
  "1e1",
  "1E+1",
  "1,000",
  "1_000",
  "1 000",
  "10.",
  ".5",
  "0x10",
  "--10",
  "1.2.3",
];

describe("readDecimal", () => {
  it.each([
    ["10", units("10")],
    ["10.5", units("10.5")],
    ["0.0001", units("0.0001")],
    ["-5", -units("5")],
    [10, units("10")],
    [10.25, units("10.25")],
  ])("reads %j", (raw, expected) => expect(readDecimal(raw, 4)).toBe(expected));

  it.each(PADDED_OR_FOREIGN)("refuses %j as sent", (raw) => expect(readDecimal(raw, 4)).toBeNull());

  it.each([[1e-7], [1e21], [Number.NaN], [Infinity], [null], [true], [["10"]], [{}]])(
    "refuses %j, which prints as no plain decimal or is none",
    (raw) => expect(readDecimal(raw, 4)).toBeNull(),
  );

  it("refuses more decimals than allowed", () => {
    expect(readDecimal("1.00001", 4)).toBeNull();
    expect(readDecimal("1.0001", 4)).toBe(units("1.0001"));
  });

  it("leaves the client's parser as it is: parseDecimal still forgives the spaces a user types around a figure", () => {
    expect(parseDecimal(" 10 ", 4)).toBe(units("10"));
    expect(parseDecimal("\u00a010", 4)).toBe(units("10"));
  });
});

describe("readAmount", () => {
  it.each(PADDED_OR_FOREIGN)("refuses %j with 10401 and the invalid key", (raw) => {
    expect(refusal(() => readAmount(raw, 4, "empty", "invalid"))).toEqual({
      code: ErrorCode.amountInvalid,
      key: "invalid",
    });
  });

  it.each([undefined, null, "", "   ", "\u00a0"])("answers %j with 10401 and the empty key", (raw) => {
    expect(refusal(() => readAmount(raw, 4, "empty", "invalid"))).toEqual({
      code: ErrorCode.amountInvalid,
      key: "empty",
    });
  });

  it.each(["0", "-1", "0.0000"])("refuses %j, not positive", (raw) => {
    expect(refusal(() => readAmount(raw, 4))).toMatchObject({ code: ErrorCode.amountInvalid });
  });

  it("takes a plain positive decimal", () => expect(readAmount("12.5", 4)).toBe(units("12.5")));
});

describe("readPageQuery", () => {
  const query = (qs: string) => readPageQuery(new Request(`http://api.invalid/api/list?${qs}`));
  const pageInvalid = { code: ErrorCode.badRequest, key: "pageInvalid" };

  it("reads the defaults and the largest page", () => {
    expect(query("")).toEqual({ page: 1, count: 10, cursor: null });
    expect(query(`page=${MAX_PAGE}&count=${MAX_COUNT}`)).toEqual({
      page: MAX_PAGE,
      count: MAX_COUNT,
      cursor: null,
    });
  });

  it.each([
    `page=${MAX_PAGE + 1}`,
    `page=${MAX_PAGE + 1}&count=1`,
    "page=99999999999999",
    "page=85899347&count=50",
    "page=9007199254740993",
    `count=${MAX_COUNT + 1}`,
  ])("refuses %s with 10001 pageInvalid", (qs) => expect(refusal(() => query(qs))).toEqual(pageInvalid));

  it("keeps every page's start within what an IndexedDB walk can skip (2^32 − 1 keys)", () => {
    expect((MAX_PAGE - 1) * MAX_COUNT).toBeLessThan(2 ** 32 - 1);
  });
});
