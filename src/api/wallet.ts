import { api } from "./client";
import type { CoinBalance } from "./wire";

export function getUserCoins(): Promise<CoinBalance[]> {
  return api.get("/api/user/coins");
}
