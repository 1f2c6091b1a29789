import { describe, expect, it } from "vitest";
import { injectedWalletName } from "./injectedName";

const provider = (flags: Record<string, boolean>) => ({ request: async () => null, ...flags });

describe("the name of an injected wallet", () => {
  it("prefers a wallet's own flag over the isMetaMask it sets for compatibility", () => {
    expect(injectedWalletName(provider({ isMetaMask: true, isTokenPocket: true }))).toBe("TokenPocket");
    expect(injectedWalletName(provider({ isMetaMask: true, isImToken: true }))).toBe("imToken");
    expect(injectedWalletName(provider({ isMetaMask: true, isBitKeep: true }))).toBe("Bitget Wallet");
  });

  it("names MetaMask only by its flag, and an unknown wallet generically", () => {
    expect(injectedWalletName(provider({ isMetaMask: true }))).toBe("MetaMask");
    expect(injectedWalletName(provider({}))).toBe("Browser wallet");
    // A flag must be true, not merely present.
    expect(injectedWalletName(provider({ isTrust: false }))).toBe("Browser wallet");
  });
});
