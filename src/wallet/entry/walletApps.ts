/**
 * The wallet apps BNB Smart Chain users hold, and how each one opens a page in its own browser. Every format is the
 * one its maker documents; sources and the date they were checked: docs/decisions/0024-wallet-entry-points.md.
 * Where the maker documents none that works (SafePal: none; Binance: external links retired), the app copies the
 * link and says where to paste it.
 */
export type WalletAppId =
  "metamask" | "trust" | "tokenpocket" | "binance" | "okx" | "bitget" | "safepal" | "imtoken";

export interface WalletApp {
  id: WalletAppId;
  name: string;
  /** The deep link opening `pageUrl` in the wallet's browser, or null when the user must paste the link there. */
  link(pageUrl: string): string | null;
}

/** Trust Wallet's coin id of BNB Smart Chain (not SLIP-44's 714, the retired Beacon Chain). */
export const TRUST_BSC_COIN_ID = "20000714";

export const WALLET_APPS: Record<WalletAppId, WalletApp> = {
  // docs.metamask.io "Use deeplinks": https://link.metamask.io/dapp/{dappUrl}, the address without its scheme
  // and not encoded (the app puts "https://" back in front). No chain parameter: sign-in switches to 0x38.
  metamask: {
    id: "metamask",
    name: "MetaMask",
    link: (pageUrl) => `https://link.metamask.io/dapp/${pageUrl.replace(/^https?:\/\//, "")}`,
  },
  // developer.trustwallet.com "Deep linking": open_url with coin_id (the network) and the whole address, encoded.
  trust: {
    id: "trust",
    name: "Trust Wallet",
    link: (pageUrl) =>
      `https://link.trustwallet.com/open_url?coin_id=${TRUST_BSC_COIN_ID}&url=${encodeURIComponent(pageUrl)}`,
  },
  // TP-Lab/TokenPocket-Protocol: tpdapp://open?params={"url","chain","source"}, the JSON encoded whole.
  tokenpocket: {
    id: "tokenpocket",
    name: "TokenPocket",
    link: (pageUrl) =>
      `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: pageUrl, chain: "BSC", source: "Holder" }))}`,
  },
  // Binance retired getDeeplink (developers.binance.com Web3 Connect change log): external links no longer open
  // its dApp browser.
  binance: { id: "binance", name: "Binance Wallet", link: () => null },
  // web3.okx.com "App Universal Link": okx://wallet/dapp/url?dappUrl=…, wrapped in the download link, each encoded.
  okx: {
    id: "okx",
    name: "OKX Wallet",
    link: (pageUrl) =>
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(
        `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`,
      )}`,
  },
  // Bitget Wallet's BKConnect: https://bkcode.vip?action=dapp&url=… (the only form Android pages may use).
  bitget: {
    id: "bitget",
    name: "Bitget Wallet",
    link: (pageUrl) => `https://bkcode.vip?action=dapp&url=${encodeURIComponent(pageUrl)}`,
  },
  // SafePal documents its scheme for WalletConnect only; no link opens a page in its browser.
  safepal: { id: "safepal", name: "SafePal", link: () => null },
  // imtoken.gitbook.io "Deep Linking": imtokenv2://navigate/DappView?url=…, encoded as the address has "#?=".
  imtoken: {
    id: "imtoken",
    name: "imToken",
    link: (pageUrl) => `imtokenv2://navigate/DappView?url=${encodeURIComponent(pageUrl)}`,
  },
};
