import { BSC_MAINNET, BSC_TESTNET, parseNetworkId, rpcUrls, type NetworkId } from "./networks";

/** Build-time mode: "demo" (MSW + mock chain), "chain" (MSW + local Hardhat), "production" (real API + BSC). */
export type AppMode = "demo" | "chain" | "production" | "test";

export const APP_MODE = import.meta.env.MODE as AppMode;
export const IS_MOCKED = APP_MODE === "demo" || APP_MODE === "chain";
export const IS_PRODUCTION = APP_MODE === "production";
/** Demo mode: the emulated backend offers what only a demo has (its clock, simulated deposits, a reset). */
export const IS_DEMO = APP_MODE === "demo";

/**
 * A production setting. The build refuses to run without it (scripts/build/productionSettings.mts), so a missing value
 * here means the bundle was built around that check: stop rather than fall back to a test value.
 */
export function productionSetting(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set in this production build`);
  return value;
}

/** The app's base path without its trailing slash: "" at the root, "/holder" when served from /holder/. */
const BASE_PATH = (import.meta.env.BASE_URL ?? "/").replace(/\/$/, "");

/** The base path in demo and chain mode: the service worker answers the app's own <base>/api calls. */
export const API_BASE_URL: string = IS_PRODUCTION
  ? productionSetting("VITE_API_BASE_URL", import.meta.env.VITE_API_BASE_URL)
  : (import.meta.env.VITE_API_BASE_URL ?? BASE_PATH);
/**
 * How long the API client waits for an answer: 20 s. The chain build of the end-to-end suite may set a shorter limit
 * (VITE_API_TIMEOUT_MS, read in chain mode only), so a test of an answer later than the limit does not wait 20 s.
 */
export const API_TIMEOUT_MS =
  APP_MODE === "chain" && Number(import.meta.env.VITE_API_TIMEOUT_MS) > 0
    ? Number(import.meta.env.VITE_API_TIMEOUT_MS)
    : 20_000;

/**
 * The network the app works on: 56, BNB Smart Chain (the default), or 97, BSC testnet for staging (VITE_CHAIN_ID;
 * the build refuses anything else, scripts/build/productionSettings.mts). The demo's mock chain is 56 only.
 */
export const CHAIN_ID: NetworkId = chainIdSetting(import.meta.env.VITE_CHAIN_ID);

function chainIdSetting(raw: string | undefined): NetworkId {
  const id = parseNetworkId(raw);
  if (id === null) throw new Error(`VITE_CHAIN_ID ${raw} is neither 56 nor 97 in this build`);
  return id;
}
/** The chain id as EIP-1193 writes it ("0x38", "0x61"). */
export const CHAIN_ID_HEX = `0x${CHAIN_ID.toString(16)}`;
// Chosen where the bundler sees the setting as a literal: a bundle holds its own network's facts only (no mainnet
// explorer in a testnet build, and the reverse), and the first screen carries one network, not two.
const NETWORK = import.meta.env.VITE_CHAIN_ID === "97" ? BSC_TESTNET : BSC_MAINNET;

const LOCAL_HARDHAT = "http://127.0.0.1:8545";

/**
 * Where the app's own chain reads go, in order of preference (VITE_CHAIN_RPC_URL, comma-separated): the mock chain in
 * the service worker (demo), the local Hardhat node (chain), or the network's nodes (src/wallet/rpcPool.ts moves to
 * the next one when one fails).
 */
export const CHAIN_RPC_URLS: readonly string[] = rpcUrls(
  IS_PRODUCTION
    ? productionSetting("VITE_CHAIN_RPC_URL", import.meta.env.VITE_CHAIN_RPC_URL)
    : (import.meta.env.VITE_CHAIN_RPC_URL ?? defaultRpcUrl()),
);
/** The first of CHAIN_RPC_URLS: the demo wallet's and the worker backend's node. */
export const CHAIN_RPC_URL: string = CHAIN_RPC_URLS[0]!;

function defaultRpcUrl(): string {
  if (APP_MODE === "demo") return `${typeof location === "undefined" ? "" : location.origin}${BASE_PATH}/rpc`;
  return LOCAL_HARDHAT;
}

/** The network added to a wallet that does not know CHAIN_ID_HEX (docs/product.md#network). */
export const APP_NETWORK = {
  chainId: CHAIN_ID_HEX,
  chainName: NETWORK.chainName,
  nativeCurrency: NETWORK.nativeCurrency,
  rpcUrls: IS_PRODUCTION ? CHAIN_RPC_URLS : APP_MODE === "chain" ? [LOCAL_HARDHAT] : [NETWORK.publicRpcUrl],
  blockExplorerUrls: [NETWORK.explorerUrl],
} as const;

/** The explorer page of a transaction or an address on the app's network (bscscan.com, testnet.bscscan.com). */
export function explorerUrl(kind: "tx" | "address", value: string): string {
  return `${NETWORK.explorerUrl}/${kind}/${value}`;
}

/** The NFT collection on an external marketplace, opened by "trade NFT". */
export const MARKETPLACE_URL: string = IS_PRODUCTION
  ? productionSetting("VITE_MARKETPLACE_URL", import.meta.env.VITE_MARKETPLACE_URL)
  : (import.meta.env.VITE_MARKETPLACE_URL ?? "https://element.market/collections/holder-nft");

/**
 * Gateway base the app puts in front of an NFT's IPFS content path. The demo serves its artwork itself (from
 * public/ipfs), so it shows pictures offline.
 */
export const IPFS_GATEWAY: string = IS_PRODUCTION
  ? productionSetting("VITE_IPFS_GATEWAY", import.meta.env.VITE_IPFS_GATEWAY)
  : (import.meta.env.VITE_IPFS_GATEWAY ?? import.meta.env.BASE_URL);

/**
 * The fixed address users pay node purchases to (docs/product.md#super-node, node-purchase sheet); demo and chain
 * have their own.
 */
export const NODE_RECHARGE_ADDRESS: string = IS_PRODUCTION
  ? productionSetting("VITE_NODE_RECHARGE_ADDRESS", import.meta.env.VITE_NODE_RECHARGE_ADDRESS)
  : (import.meta.env.VITE_NODE_RECHARGE_ADDRESS ?? "0x8a3D9d1F5A0c3E2b7c4E6d1f0B9A8C7d6e5F4a3b");
