import type { CoinBalance } from "./wire";
import { unitsOrZero } from "../lib/money/units";
import { div, sumProducts } from "../lib/money/arithmetic";

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
