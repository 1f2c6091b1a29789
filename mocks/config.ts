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
  // Stake income is released into coin 3, shown as "releasing" (docs/product.md#what-it-does); worth what HOLD is.
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

/** Coin pairs the exchange trades, from → to, at the ratio of the coins' prices. */
export const EXCHANGE = {
  pairs: [
    { from: 1, to: 2 },
    { from: 2, to: 1 },
    { from: 3, to: 1 },
    { from: 1, to: 4 },
    { from: 4, to: 1 },
  ],
  /** Percent of the received amount, booked as its own "exchange fee" bill entry. */
  feePercent: "0.3",
  /** Smallest trade, in USD value of what is sold. */
  minValueUsd: "1",
  /** Decimals an amount may carry. */
  decimals: 4,
};

/** Deposits: USDT on BNB Smart Chain only (docs/product.md#validation-messages). */
export const RECHARGE = {
  coins: [1],
  channels: ["BEP20"],
  minAmount: "1",
  /** Time to confirm a deposit (about 15 blocks of 3 s on BSC, rounded up), on the demo clock. */
  confirmMs: 60_000,
  decimals: 4,
};

/** Withdrawals: USDT over BEP20; reviewed by an admin, then sent. */
export const WITHDRAW = {
  coins: [1],
  channels: ["BEP20"],
  minAmount: "10",
  /** Fee: this percent of the amount, at least `minFee`; the user receives amount − fee. */
  feePercent: "1",
  minFee: "1",
  /** After approval the transfer is sent and confirmed within this time, on the demo clock. */
  processMs: 5 * 60_000,
  decimals: 4,
};

/**
 * Admin balance adjustments (POST /api/admin/balance, docs/business-rules.md#admin-adjustment): each admin may credit
 * at most `dailyCreditCapUsd` of USD value (every coin at its price above) per UTC day on the backend's clock, summed
 * over all users and coins; debits neither count nor give room back.
 */
export const ADMIN_ADJUST = {
  dailyCreditCapUsd: "10000",
};

/** The deposit address per coin and channel (the emulated hot wallet). */
export const DEPOSIT_ADDRESS = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";

/** The coin check-in rewards are paid in (HOLD). */
export const CHECKIN_COIN_ID = 2;

/**
 * Daily check-in rewards in HOLD by consecutive day: day 1 pays the first, day 7 the last (the maximum,
 * docs/product.md#constants), and every day after the seventh pays the last again. A missed UTC day starts over at
 * day 1.
 */
export const CHECKIN_REWARDS = ["1", "2", "3", "5", "8", "13", "20"];

/**
 * How much each coin's price history wobbles, in percent of the standard swing (about ±5 % around the configured
 * price on 15-minute candles, wider on longer ones). USDT is a stablecoin and hardly moves.
 */
export const KLINE_VOLATILITY: Record<number, number> = { 1: 2, 2: 100, 3: 100, 4: 60 };

/** The most the demo clock moves forward in one step (POST /api/demo/clock/advance). */
export const DEMO_CLOCK_MAX_ADVANCE_MS = 30 * 24 * 60 * 60_000;

/** The coin nodes, mints and referral rewards are paid in (USDT). */
export const NODE_COIN_ID = USDT_COIN_ID;

/**
 * Governance node tiers (docs/product.md#what-it-does: primary, intermediate, advanced): price in USDT and the whole
 * supply. The store takes them from here on first use and then counts the supply down; it never goes below zero.
 */
export const NODE_TIERS: { type: 1 | 2 | 3; price: string; total: number }[] = [
  { type: 1, price: "100", total: 1000 },
  { type: 2, price: "500", total: 300 },
  { type: 3, price: "2000", total: 100 },
];

/** Minting an NFT: the price in USDT (artwork or an uploaded picture alike) and what an upload may be. */
export const MINT = {
  coinId: USDT_COIN_ID,
  price: "20",
  /** Largest picture, in bytes of the decoded file. */
  maxUploadBytes: 2 * 1024 * 1024,
  /** Picture types an upload may be; the file's own first bytes decide, not the declared type. */
  uploadTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"],
};

/**
 * Stake income: each staked NFT earns `dailyReward` (the "1 NFT : {number}" ratio) for every full day staked, up to
 * `periodDays` days. A day's income is "to be released" for `releaseDelayMs`, then available to receive into coin 3
 * ("releasing", docs/product.md#what-it-does).
 */
export const STAKE = {
  coinId: 3,
  dailyReward: "10",
  periodDays: 365,
  releaseDelayMs: 24 * 60 * 60_000,
};

/**
 * Referral rewards, paid in USDT on every node purchase (docs/business-rules-nodes-nft-team.md): percent of the
 * price to the inviter (level 1), to the inviter's inviter (level 2), and to the nearest upline beyond level 2
 * holding the same node type. The new-performance award is a one-time bonus when a user's team performance first
 * reaches each threshold.
 */
export const REFERRAL = {
  coinId: USDT_COIN_ID,
  invitePercent: "10",
  teamPercent: "5",
  sameLevelPercent: "2",
  newPerformance: [
    { threshold: "1000", bonus: "20" },
    { threshold: "5000", bonus: "150" },
    { threshold: "20000", bonus: "800" },
  ],
};
