import { describe, expect, it } from "vitest";
import { checkWithdrawal } from "./validate";

const good = { coinId: 1, address: "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67" };

describe("checkWithdrawal", () => {
  it("accepts a good form", () => expect(checkWithdrawal(good)).toBeNull());
  it("checks in the order of docs/product.md#validation-messages", () => {
    expect(checkWithdrawal({ coinId: 0, address: "" })?.key).toBe("withdraw.selectCoin");
    expect(checkWithdrawal({ ...good, address: " " })?.key).toBe("withdraw.enterAddress");
    expect(checkWithdrawal({ ...good, address: "0x123" })?.key).toBe("withdraw.addressIncorrect");
    // a broken EIP-55 checksum (one letter's case flipped)
    const broken = "0x4e9ce36E442e55EcD9025B9a6E0D88485d628A67";
    expect(checkWithdrawal({ ...good, address: broken })?.key).toBe("withdraw.addressIncorrect");
    expect(checkWithdrawal({ ...good, address: good.address.toLowerCase() })).toBeNull();
  });
});
