import type { Quirks } from "./chain/testWallet";

/**
 * The wallets of docs/decisions/0024-wallet-entry-points.md as their own in-app browsers behave towards a page:
 * whether they announce themselves (EIP-6963) or only inject `window.ethereum` (some of them late), the flags they
 * set, how they answer the chain id, which network methods they lack, how lenient their personal_sign is, and whether
 * they start locked. Every profile signs in against the production build (e2e/prod/walletProfiles.spec.ts); those
 * whose quirks reach transactions (`transactions: true`) also mint and stake on Hardhat in chain mode.
 */
export interface WalletProfile {
  name: string;
  quirks: Quirks;
  transactions?: boolean;
}

export const WALLET_PROFILES: readonly WalletProfile[] = [
  {
    // Mobile MetaMask announces itself and answers -32603 for a network it does not know yet.
    name: "MetaMask",
    quirks: {
      injected: "atOnce",
      flags: { isMetaMask: true },
      startChain: "0x1",
      unknownBsc: true,
      internalErrorForUnknownChain: true,
    },
  },
  {
    // Trust Wallet opened locked: no account until the user unlocks, then accountsChanged.
    name: "Trust Wallet",
    quirks: { injected: "atOnce", flags: { isTrust: true, isTrustWallet: true }, lockedForMs: 1000 },
  },
  {
    // TokenPocket injects window.ethereum late, without announcing it or saying so; it also calls itself MetaMask.
    name: "TokenPocket",
    quirks: {
      eip6963: false,
      injected: { afterLoadMs: 1500 },
      flags: { isTokenPocket: true, isMetaMask: true },
      startChain: "0x1",
    },
    transactions: true,
  },
  {
    // The Binance app's browser: injected only, chain id as a number.
    name: "Binance Wallet",
    quirks: { eip6963: false, injected: "atOnce", flags: { isBinance: true }, chainIdAsNumber: true },
    transactions: true,
  },
  {
    // OKX announces itself and starts on Ethereum; the switch to BNB Smart Chain is accepted.
    name: "OKX Wallet",
    quirks: { injected: "atOnce", flags: { isOkxWallet: true, isOKExWallet: true }, startChain: "0x1" },
  },
  {
    // Bitget Wallet (formerly BitKeep): adding a network fails, but it knows BNB Smart Chain; lenient personal_sign.
    name: "Bitget Wallet",
    quirks: {
      injected: "atOnce",
      flags: { isBitKeep: true, isBitgetWallet: true },
      startChain: "0x1",
      addFails: true,
      lenientSignOrder: true,
    },
  },
  {
    // SafePal injects late and says so with ethereum#initialized; chain id as a number.
    name: "SafePal",
    quirks: {
      eip6963: false,
      injected: { afterLoadMs: 1000 },
      initializedEvent: true,
      flags: { isSafePal: true },
      chainIdAsNumber: true,
    },
    transactions: true,
  },
  {
    // imToken: injected only, no wallet_addEthereumChain, already on BNB Smart Chain.
    name: "imToken",
    quirks: {
      eip6963: false,
      injected: "atOnce",
      flags: { isImToken: true, isMetaMask: true },
      noAddChain: true,
    },
  },
];
