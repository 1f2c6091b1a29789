/**
 * The emulated backend's business settings in one place (the admin area shows them; docs/business-rules.md
 * explains them). Decimal values are strings.
 */
export interface CoinConfig {
  id: number;
  name: string;
  /** USD price of one coin. */
  price: string;
}

export const COINS: CoinConfig[] = [
  { id: 1, name: "USDT", price: "1" },
  { id: 2, name: "HOLD", price: "0.125" },
  // Stake income is released into coin 3 (SPEC.md §1: shown as "releasing"); it is worth what HOLD is.
  { id: 3, name: "HOLD", price: "0.125" },
  { id: 4, name: "BNB", price: "612.5" },
];

export const USDT_COIN_ID = 1;

/** Pinata-style content paths of the collection's artwork, minted in turn. */
export const NFT_ARTWORK = [
  "ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.svg",
  "ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/2.svg",
  "ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/3.svg",
  "ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/4.svg",
];
