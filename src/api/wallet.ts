import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";
import type { CoinBalance } from "./wire";

export function getUserCoins(): Promise<CoinBalance[]> {
  return api.get("/api/user/coins");
}

/** The signed-in user's balances: every screen that shows one reads this query. */
export const coinsQuery = queryOptions({ queryKey: keys.coins, queryFn: getUserCoins });
