import { describe, expect, it } from "vitest";
import { units } from "../../lib/money/units";
import { checkWithdrawAmount, checkWithdrawal } from "./validate";

const limits = { minAmount: "10", balance: units("100"), decimals: 4 };
const good = { coinId: 1, address: "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67", amount: "20" };

describe("checkWithdrawal", () => {
  it("accepts a good form", () => expect(checkWithdrawal(good, limits)).toBeNull());
  it("checks in the order of docs/product.md#validation-messages", () => {
    expect(checkWithdrawal({ ...good, coinId: 0, address: "" }, limits)?.key).toBe("withdraw.selectCoin");
    expect(checkWithdrawal({ ...good, address: " " }, limits)?.key).toBe("withdraw.enterAddress");
    expect(checkWithdrawal({ ...good, address: "0x123" }, limits)?.key).toBe("withdraw.addressIncorrect");
    // a broken EIP-55 checksum (one letter's case flipped)
    const broken = "0x4e9ce36E442e55EcD9025B9a6E0D88485d628A67";
    expect(checkWithdrawal({ ...good, address: broken }, limits)?.key).toBe("withdraw.addressIncorrect");
    expect(checkWithdrawal({ ...good, address: good.address.toLowerCase() }, limits)).toBeNull();
    expect(checkWithdrawal({ ...good, amount: "" }, limits)?.key).toBe("withdraw.enterAmount");
    for (const bad of ["0", "-5", "1e3", "12.34567", "1,000", ".5", "abc"])
      expect(checkWithdrawal({ ...good, amount: bad }, limits)?.key).toBe("withdraw.amountIncorrect");
    expect(checkWithdrawal({ ...good, amount: "9.9999" }, limits)?.key).toBe("withdraw.belowMinimum");
    expect(checkWithdrawal({ ...good, amount: "100.0001" }, limits)?.key).toBe("withdraw.overBalance");
    expect(checkWithdrawal({ ...good, amount: "100" }, limits)).toBeNull();
  });
});

describe("checkWithdrawAmount", () => {
  it("judges the amount alone, as the preview of what arrives needs before an address is typed", () => {
    expect(checkWithdrawAmount("20", limits)).toBeNull();
    expect(checkWithdrawAmount("100", limits)).toBeNull();
    expect(checkWithdrawAmount("9.9999", limits)?.key).toBe("withdraw.belowMinimum");
    expect(checkWithdrawAmount("100.0001", limits)?.key).toBe("withdraw.overBalance");
    expect(checkWithdrawAmount("1e3", limits)?.key).toBe("withdraw.amountIncorrect");
  });
});
