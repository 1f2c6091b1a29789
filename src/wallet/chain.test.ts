import { describe, expect, it } from "vitest";
import { isAppChain } from "./chain";

describe("BNB Smart Chain as wallets name it", () => {
  it("accepts the hex id in any case, a number and a decimal string", () => {
    for (const id of ["0x38", "0X38", "0x038", 56, "56"]) expect(isAppChain(id), String(id)).toBe(true);
  });

  it("refuses other chains and what is not a chain id", () => {
    for (const id of ["0x1", 1, "1", "0x", "", "0x38z", "56.0", null, undefined, {}, 56.5])
      expect(isAppChain(id), String(id)).toBe(false);
  });
});
