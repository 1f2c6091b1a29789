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

/** Deposits: USDT on BNB Smart Chain only (SPEC.md §5). */
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

/** The deposit address per coin and channel (the emulated hot wallet). */
export const DEPOSIT_ADDRESS = "0x4E9ce36E442e55EcD9025B9a6E0D88485d628A67";

/** The coin check-in rewards are paid in (HOLD). */
export const CHECKIN_COIN_ID = 2;

/**
 * Daily check-in rewards in HOLD by consecutive day: day 1 pays the first, day 7 the last (the maximum, SPEC.md §9),
 * and every day after the seventh pays the last again. A missed UTC day starts over at day 1.
 */
export const CHECKIN_REWARDS = ["1", "2", "3", "5", "8", "13", "20"];

/**
 * How much each coin's price history wobbles, in percent of the standard swing (about ±5 % around the configured
 * price on 15-minute candles, wider on longer ones). USDT is a stablecoin and hardly moves.
 */
export const KLINE_VOLATILITY: Record<number, number> = { 1: 2, 2: 100, 3: 100, 4: 60 };

/** The most the demo clock moves forward in one step (POST /api/demo/clock/advance). */
export const DEMO_CLOCK_MAX_ADVANCE_MS = 30 * 24 * 60 * 60_000;
