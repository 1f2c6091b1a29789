import { describe, expect, it } from "vitest";
import { buildSiweMessage, type SiweFields } from "../../mocks/services/siwe";
import { checkSiweMessage, CLOCK_SKEW_MS, parseSiweMessage } from "./siweMessage";

const NOW = Date.parse("2026-03-01T12:00:00.000Z");
const ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const fields: SiweFields = {
  domain: "app.holder.example",
  uri: "https://app.holder.example",
  address: ADDRESS,
  chainId: 56,
  nonce: "0123456789abcdef0123456789abcdef",
  issuedAt: NOW - 1000,
  expiresAt: NOW + 5 * 60_000,
};
const expected = { host: "app.holder.example", address: ADDRESS.toLowerCase(), chainId: 56, now: NOW };
const check = (changes: Partial<SiweFields>) =>
  checkSiweMessage(buildSiweMessage({ ...fields, ...changes }), expected);

describe("EIP-4361 message", () => {
  it("reads every field of the server's message", () => {
    expect(parseSiweMessage(buildSiweMessage(fields))).toEqual({
      domain: "app.holder.example",
      address: ADDRESS,
      statement: expect.stringContaining("Sign in to Holder."),
      uri: "https://app.holder.example",
      version: "1",
      chainId: 56,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expiresAt,
    });
  });

  it("accepts the message for this site, this account (any case), this chain, valid now", () => {
    expect(check({})).toBeNull(); // the wallet's lower-case address against the server's checksummed one
    expect(checkSiweMessage(buildSiweMessage(fields), { ...expected, address: ADDRESS })).toBeNull();
    expect(check({ domain: "127.0.0.1:4176", uri: "http://127.0.0.1:4176" })).toBe("domain");
    expect(
      checkSiweMessage(
        buildSiweMessage({ ...fields, domain: "127.0.0.1:4176", uri: "http://127.0.0.1:4176" }),
        {
          ...expected,
          host: "127.0.0.1:4176",
        },
      ),
    ).toBeNull();
  });

  it.each([
    ["another site's domain", { domain: "holder-app.example" }, "domain"],
    ["a look-alike domain", { domain: "app.holder.example.evil.example" }, "domain"],
    ["another site's URI", { uri: "https://evil.example" }, "domain"],
    ["another account", { address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" }, "address"],
    ["another chain", { chainId: 1 }, "chain"],
    ["an expired message", { expiresAt: NOW - 1 }, "expired"],
    ["a message expiring this very moment", { expiresAt: NOW }, "expired"],
    ["a message issued far in the future", { issuedAt: NOW + CLOCK_SKEW_MS + 1000 }, "notYetValid"],
  ])("refuses %s", (_, changes, reason) => {
    expect(check(changes as Partial<SiweFields>)).toBe(reason);
  });

  it("tolerates a device clock a little behind the server's", () => {
    expect(check({ issuedAt: NOW + CLOCK_SKEW_MS - 1000 })).toBeNull();
  });

  it("refuses a message without an expiry: it would be valid forever", () => {
    const text = buildSiweMessage(fields).replace(/\nExpiration Time: .*$/, "");
    expect(parseSiweMessage(text)?.expirationTime).toBeUndefined();
    expect(checkSiweMessage(text, expected)).toBe("expired");
  });

  it.each([
    ["plain text", "Please sign this to log in: 123"],
    ["a transaction-looking hex string", `0x${"ab".repeat(32)}`],
    ["no issue time", buildSiweMessage(fields).replace(/\nIssued At: [^\n]*/, "")],
    ["a second chain id line", buildSiweMessage(fields).replace("Version: 1", "Chain ID: 56\nVersion: 1")],
    ["a wrong version", buildSiweMessage(fields).replace("Version: 1", "Version: 2")],
    ["a bad date", buildSiweMessage(fields).replace(/Issued At: [^\n]*/, "Issued At: yesterday")],
    ["a chain id that is not a number", buildSiweMessage(fields).replace("Chain ID: 56", "Chain ID: 0x38")],
    ["a missing blank line", buildSiweMessage(fields).replace(`${ADDRESS}\n\n`, `${ADDRESS}\n`)],
  ])("refuses %s as malformed", (_, text) => {
    expect(checkSiweMessage(text, expected)).toBe("malformed");
  });
});
