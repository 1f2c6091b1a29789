import { useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { session } from "../state/session";
import { coinsQuery } from "./wallet";

/**
 * The signed-in user's coins (src/api/wallet.ts `coinsQuery`): one cache entry for home, the wallet panel and the
 * money pages, refreshed after every change that moves a balance (src/api/changes.ts). Nothing is asked before a
 * user is signed in; `data` stays undefined until the coins are known (a balance is never shown as 0 before).
 */
export function useCoins() {
  const { user } = useSnapshot(session);
  return useQuery({ ...coinsQuery, enabled: (user?.id ?? 0) > 0 });
}

/** The signed-in user's balance of one coin (decimal string), or null until it has loaded. */
export function useBalance(coinId: number): string | null {
  const coins = useCoins().data;
  return coins === undefined ? null : (coins.find((c) => c.coin_id === coinId)?.money ?? "0");
}
