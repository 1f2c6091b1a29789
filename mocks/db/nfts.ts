export type MintStatus = "pending" | "minted" | "refunded";

/**
 * A paid mint. `pending` from the charge until the chain settles it: `minted` (token id known) or `refunded`
 * (the transaction reverted or was certainly never sent). The transaction is signed and its hash stored before it is
 * broadcast, so a pending mint can always be looked up on chain (docs/decisions/0014).
 */
export interface MintRow {
  id?: number;
  userId: number;
  /** 0 until minted. */
  tokenId: number;
  uri: string;
  price: string;
  /** "" until the mint transaction is signed. */
  txHash: string;
  /** The signed transaction, so a pending mint the node never got can be sent again as is. */
  rawTx?: string;
  /** The chain's block number when it was signed: where to look for its Transfer event. */
  fromBlock?: number;
  status: MintStatus;
  /** A mint left in flight by schema v6, whose hash was never stored: settled from the Transfer event only. */
  legacy?: true;
  kind: "mint" | "upload";
  created_at: number;
}

/** A picture a user minted with, kept locally in demo mode under an IPFS-style content id. */
export interface UploadRow {
  cid: string;
  mime: string;
  /** Base64 of the bytes. */
  data: string;
  size: number;
  created_at: number;
}

/** One day's income of one staked NFT: "to be released" until `available_at`, then claimable. */
export interface IncomeRow {
  id?: number;
  userId: number;
  stakeId: number;
  tokenId: number;
  /** UTC day number the income is for. */
  day: number;
  amount: string;
  available_at: number;
  claimed: 0 | 1;
  created_at: number;
}

/**
 * One continuous lock of an NFT, recorded after checking the chain. It starts at the contract's `stakedAt`
 * (converted to the backend's clock) and ends when the chain no longer shows that lock (docs/decisions/0014).
 */
export interface StakeRow {
  id?: number;
  userId: number;
  tokenId: number;
  uri: string;
  /** Backend clock (ms): the chain's stakedAt + `skew`. */
  staked_at: number;
  status: "staked" | "unstaked";
  /** The contract's stakedAt (s) of this lock; null (or absent) for stakes of schema v6 until first checked. */
  chain_staked_at?: number | null;
  /** Backend clock minus the chain's clock when recorded (ms); converts the lock's chain times. 0 when absent. */
  skew?: number;
  /** Backend clock (ms) when the lock ended on chain; null (or absent) while staked. */
  ended_at?: number | null;
  /** Backend clock (ms) when the chain last showed the lock; the end when the unstake cannot be found. */
  checked_at?: number;
}
