import { getUserCoins } from "./wallet";
import type { CoinBalance } from "./wire";
import { useLoad } from "../lib/useLoad";

/**
 * The signed-in user's coins, or null until they have loaded (a balance is never shown as 0 before it is known);
 * `reload` asks again after a change, or after `failed` (the reason was shown as a toast).
 */
export function useCoins(): [CoinBalance[] | null, () => void, boolean] {
  const [coins, reload] = useLoad(getUserCoins, "coins");
  return [coins.status === "done" ? coins.data : null, reload, coins.status === "failed"];
}

/** The signed-in user's balance of one coin (decimal string), or null until it has loaded. */
export function useBalance(coinId: number): string | null {
  const [coins] = useCoins();
  return coins === null ? null : (coins.find((c) => c.coin_id === coinId)?.money ?? "0");
}
