import { getUserCoins } from "./wallet";
import type { CoinBalance } from "./wire";
import { useLoad } from "../lib/useLoad";

/**
 * The signed-in user's coins, or null until they have loaded (a balance is never shown as 0 before it is known);
 * `reload` asks again after a change.
 */
export function useCoins(): [CoinBalance[] | null, () => void] {
  const [coins, reload] = useLoad(getUserCoins, "coins");
  return [coins.status === "done" ? coins.data : null, reload];
}

/** The signed-in user's balance of one coin (decimal string), or null until it has loaded. */
export function useBalance(coinId: number): string | null {
  const [coins] = useCoins();
  return coins === null ? null : (coins.find((c) => c.coin_id === coinId)?.money ?? "0");
}
