import type { CoinBalance } from "../../src/api/wire";
import { COINS } from "../config";
import { db } from "../db/holderDb";

/** Every coin with the user's balance in it (zero where the user never held any). */
export async function userCoins(userId: number): Promise<CoinBalance[]> {
  const rows = await db.balances.where("userId").equals(userId).toArray();
  const held = new Map(rows.map((r) => [r.coinId, r.amount]));
  return COINS.map((coin) => ({
    coin_id: coin.id,
    coin_name: coin.name,
    price: coin.price,
    money: held.get(coin.id) ?? "0",
  }));
}
