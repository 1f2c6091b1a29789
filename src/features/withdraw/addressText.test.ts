import { describe, expect, it } from "vitest";
import { readAddressText } from "./addressText";

const ADDRESS = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";
const TOKEN = "0x55d398326f99059fF775485246999027B3197955";
const found = (address: string) => ({ kind: "address", address });

describe("readAddressText", () => {
  it("takes a plain address, trimmed, its case untouched", () => {
    expect(readAddressText(ADDRESS)).toEqual(found(ADDRESS));
    expect(readAddressText(`  ${ADDRESS}\n`)).toEqual(found(ADDRESS));
    expect(readAddressText(ADDRESS.toLowerCase())).toEqual(found(ADDRESS.toLowerCase()));
    // upper case, as a QR code's alphanumeric mode writes it: only the prefix is put back
    expect(readAddressText(`0X${ADDRESS.slice(2).toUpperCase()}`)).toEqual(
      found(`0x${ADDRESS.slice(2).toUpperCase()}`),
    );
  });

  it("reduces an ethereum: link on BNB Smart Chain, or on no chain named, to its address", () => {
    expect(readAddressText(`ethereum:${ADDRESS}`)).toEqual(found(ADDRESS));
    expect(readAddressText(`ethereum:${ADDRESS}@56`)).toEqual(found(ADDRESS));
    expect(readAddressText(` ethereum:pay-${ADDRESS}@56?value=1e18 `)).toEqual(found(ADDRESS));
    expect(readAddressText(`ETHEREUM:${ADDRESS}@0x38`)).toEqual(found(ADDRESS));
    expect(readAddressText(`ethereum:${ADDRESS}@56?label=Savings&amount=10`)).toEqual(found(ADDRESS));
  });

  it("takes a token transfer's recipient, never the token contract", () => {
    const link = `ethereum:${TOKEN}@56/transfer?address=${ADDRESS}&uint256=1e19`;
    expect(readAddressText(link)).toEqual(found(ADDRESS));
    expect(readAddressText(`ethereum:${TOKEN}@56/transfer?uint256=1e19`)).toEqual({ kind: "none" });
    expect(readAddressText(`ethereum:${TOKEN}@56/transfer?address=alice.eth`)).toEqual({ kind: "none" });
    expect(readAddressText(`ethereum:${TOKEN}@56/approve?address=${ADDRESS}`)).toEqual({ kind: "none" });
  });

  it("tells a link for another network apart", () => {
    expect(readAddressText(`ethereum:${ADDRESS}@1`)).toEqual({ kind: "otherChain", chainId: 1 });
    expect(readAddressText(`ethereum:${TOKEN}@137/transfer?address=${ADDRESS}`)).toEqual({
      kind: "otherChain",
      chainId: 137,
    });
  });

  it("finds no address in anything else", () => {
    for (const junk of [
      "",
      "   ",
      "hello",
      "0x123",
      `${ADDRESS}00`,
      `0x${"g".repeat(40)}`,
      `address: ${ADDRESS}`,
      `bitcoin:${ADDRESS}`,
      "ethereum:alice.eth@56",
      `ethereum:${ADDRESS}@`,
      `https://bscscan.com/address/${ADDRESS}`,
      "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    ])
      expect(readAddressText(junk), junk).toEqual({ kind: "none" });
  });
});
