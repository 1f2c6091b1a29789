import type { Eip1193Provider } from "./eip1193";

/**
 * The flags wallets set on the `window.ethereum` they inject, most specific first: many of them also set
 * `isMetaMask` so that sites written for MetaMask accept them, so that flag is looked at last.
 */
const FLAGS: readonly [flag: string, name: string][] = [
  ["isTokenPocket", "TokenPocket"],
  ["isTrust", "Trust Wallet"],
  ["isTrustWallet", "Trust Wallet"],
  ["isOkxWallet", "OKX Wallet"],
  ["isBitKeep", "Bitget Wallet"],
  ["isBitgetWallet", "Bitget Wallet"],
  ["isSafePal", "SafePal"],
  ["isImToken", "imToken"],
  ["isBinance", "Binance Wallet"],
  ["isCoinbaseWallet", "Coinbase Wallet"],
  ["isRabby", "Rabby"],
  ["isMetaMask", "MetaMask"],
];

/** What to call a wallet found only as `window.ethereum` (no EIP-6963 announcement gives its name). */
export function injectedWalletName(provider: Eip1193Provider): string {
  const flags = provider as unknown as Record<string, unknown>;
  return FLAGS.find(([flag]) => flags[flag] === true)?.[1] ?? "Browser wallet";
}
