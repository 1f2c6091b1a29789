/**
 * The two networks a build can work on (VITE_CHAIN_ID): BNB Smart Chain and its testnet, for staging. Values from
 * BNB Chain's "Wallet configuration" page (docs.bnbchain.org/bnb-smart-chain/developers/wallet-configuration, read
 * 2026-11-27) and viem's chain definitions (decision 0040). Pure data: the build's checks and the reference backend
 * read it too.
 */
export const BSC_MAINNET = {
  chainName: "BNB Smart Chain Mainnet",
  nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
  publicRpcUrl: "https://bsc-dataseed.bnbchain.org",
  explorerUrl: "https://bscscan.com",
} as const;

export const BSC_TESTNET = {
  chainName: "BNB Smart Chain Testnet",
  nativeCurrency: { name: "tBNB", symbol: "tBNB", decimals: 18 },
  publicRpcUrl: "https://data-seed-prebsc-1-s1.bnbchain.org:8545",
  explorerUrl: "https://testnet.bscscan.com",
} as const;

export const NETWORKS = { 56: BSC_MAINNET, 97: BSC_TESTNET } as const;

export type NetworkId = keyof typeof NETWORKS;

/** VITE_CHAIN_RPC_URL's nodes in order of preference: one URL, or several separated by commas. */
export function rpcUrls(value: string): string[] {
  return value
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}

/** `VITE_CHAIN_ID` / `CHAIN_ID` as written: unset or empty is 56; "56" or "97" exactly, anything else null. */
export function parseNetworkId(raw: string | undefined): NetworkId | null {
  if (raw === undefined || raw === "") return 56;
  return raw === "56" ? 56 : raw === "97" ? 97 : null;
}

/** The message a build or server prints for a chain id it does not work on. */
export function networkIdProblem(name: string, raw: string | undefined): string | null {
  return parseNetworkId(raw) === null
    ? `${name} "${raw}" is not a network this app works on: 56 (BNB Smart Chain) or 97 (BSC testnet)`
    : null;
}
