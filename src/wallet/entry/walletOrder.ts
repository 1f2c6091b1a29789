import type { WalletAppId } from "./walletApps";

/**
 * Which wallets come first depends on where the reader is, and the language is the app's best hint of that
 * (docs/decisions/0024-wallet-entry-points.md says why each order).
 */
const ORDERS: Record<string, readonly WalletAppId[]> = {
  default: ["metamask", "trust", "binance", "okx", "bitget", "tokenpocket", "safepal", "imtoken"],
  zh: ["tokenpocket", "imtoken", "okx", "bitget", "binance", "trust", "metamask", "safepal"],
  southeastAsia: ["binance", "trust", "bitget", "okx", "metamask", "safepal", "tokenpocket", "imtoken"],
  eastAsia: ["metamask", "okx", "trust", "bitget", "binance", "tokenpocket", "safepal", "imtoken"],
  trustFirst: ["trust", "binance", "metamask", "okx", "bitget", "safepal", "tokenpocket", "imtoken"],
  latin: ["metamask", "binance", "trust", "okx", "bitget", "safepal", "tokenpocket", "imtoken"],
};

const BY_LANGUAGE: Record<string, keyof typeof ORDERS> = {
  "zh-CN": "zh",
  "zh-TW": "zh",
  vi: "southeastAsia",
  th: "southeastAsia",
  id: "southeastAsia",
  ms: "southeastAsia",
  ja: "eastAsia",
  ko: "eastAsia",
  ru: "trustFirst",
  tr: "trustFirst",
  es: "latin",
  "pt-BR": "latin",
  "pt-PT": "latin",
};

/** The eight wallet apps in the order a reader of `language` most likely holds them. */
export function walletOrder(language: string): readonly WalletAppId[] {
  return ORDERS[BY_LANGUAGE[language] ?? "default"]!;
}
