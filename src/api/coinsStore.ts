import { proxy } from "valtio";
import { getUserCoins } from "./wallet";
import type { CoinBalance } from "./wire";
import { session } from "../state/session";
import { unitsOrZero } from "../lib/money/units";
import { div, sumProducts } from "../lib/money/arithmetic";

/** The signed-in user's coins, shared by the wallet panel and the home page. */
export const wallet = proxy({
  coins: [] as CoinBalance[],
  /** Whose coins these are (user id): a later login never sees the previous user's list. */
  owner: 0,
  loading: false,
  failed: false,
});

let inflight: Promise<void> | null = null;

/** Loads the coins of the signed-in user; concurrent callers share one request. */
export function loadCoins(): Promise<void> {
  const userId = session.user?.id ?? 0;
  if (userId <= 0) return Promise.resolve();
  if (inflight) return inflight;
  wallet.loading = true;
  wallet.failed = false;
  inflight = getUserCoins()
    .then((coins) => {
      if ((session.user?.id ?? 0) !== userId) return;
      wallet.coins = coins;
      wallet.owner = userId;
    })
    .catch(() => {
      wallet.failed = true; // the API client has shown why
    })
    .finally(() => {
      wallet.loading = false;
      inflight = null;
    });
  return inflight;
}

/** The coins to show for `userId`: none until that user's list has loaded. */
export function coinsOf(snapshot: { coins: readonly CoinBalance[]; owner: number }, userId: number) {
  return snapshot.owner === userId ? snapshot.coins : [];
}

/**
 * docs/product.md#wallet-panel "total assets in dollars and in USDT": Σ money × price (prices are in dollars), and
 * that sum in USDT at USDT's own price (1 when the list has no USDT or no price for it), in src/lib/money units.
 */
export function totalAssets(coins: readonly CoinBalance[]): { usd: bigint; usdt: bigint } {
  const usd = sumProducts(
    coins.map((c) => ({ amount: unitsOrZero(c.money), price: unitsOrZero(c.price) })),
    "halfAwayFromZero",
  );
  const usdtPrice = unitsOrZero(coins.find((c) => c.coin_name.toUpperCase() === "USDT")?.price ?? "1");
  const usdt = usdtPrice > 0n ? div(usd, usdtPrice, "towardZero") : usd;
  return { usd, usdt };
}
