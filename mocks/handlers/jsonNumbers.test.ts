import { describe, expect, it } from "vitest";
import { hasInexactNumber, isExactNumber } from "./jsonNumbers";

describe("isExactNumber", () => {
  it.each([
    "0",
    "-0",
    "1",
    "-1",
    "10.5",
    "0.1",
    "1.50",
    "15e-1",
    "1E2",
    "9007199254740991",
    "-9007199254740991",
  ])("takes %s", (token) => expect(isExactNumber(token)).toBe(true));

  it.each([
    "9007199254740992",
    "9007199254740993",
    "-9007199254740993",
    "1e16",
    "1e400",
    "0.1000000000000000001",
    "1.00000000000000001",
    "123456789012345678",
  ])("refuses %s", (token) => expect(isExactNumber(token)).toBe(false));
});

describe("hasInexactNumber", () => {
  it("finds an inexact number anywhere outside strings, nested too", () => {
    expect(hasInexactNumber('{"amount":9007199254740993}')).toBe(true);
    expect(hasInexactNumber('{"params":{"ids":[1,2,12345678901234567890]}}')).toBe(true);
    expect(hasInexactNumber('{"a": -1e400}')).toBe(true);
  });

  it("ignores digits inside strings, escapes included, and takes exact numbers", () => {
    expect(hasInexactNumber('{"amount":"9007199254740993","note":"\\"12345678901234567890\\""}')).toBe(false);
    expect(hasInexactNumber('{"coin_id":1,"amount":10.25,"ok":true,"none":null,"list":[0,-3,2e3]}')).toBe(
      false,
    );
  });

  it("reads a long string body quickly (a 3 MB upload)", () => {
    const body = JSON.stringify({ image: `data:image/png;base64,${"QUJD".repeat(750_000)}`, n: 1 });
    const started = performance.now();
    expect(hasInexactNumber(body)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
