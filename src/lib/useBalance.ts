import { getUserCoins } from "../api/wallet";
import { useLoad } from "./useLoad";

/** The signed-in user's balance of one coin (decimal string), or null until it has loaded. */
export function useBalance(coinId: number): string | null {
  const [coins] = useLoad(getUserCoins, "coins");
  if (coins.status !== "done") return null;
  return coins.data.find((c) => c.coin_id === coinId)?.money ?? "0";
}
