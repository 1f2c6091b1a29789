import { useQuery } from "@tanstack/react-query";
import { getKline, type Candle, type KlineInterval } from "../../api/market";
import { keys } from "../../api/queryKeys";
import { useLoadState, type LoadState } from "../../api/useLoadState";

export type CandlesState = LoadState<Candle[]>;

/**
 * A coin's candles (GET /api/public/kline), a cache entry per coin, interval and limit (src/api/queryKeys.ts): an
 * interval seen before shows at once when chosen again, and an answer for another one is never shown.
 */
export function useCandles(
  coinId: number,
  interval: KlineInterval,
  limit: number,
): [CandlesState, () => void] {
  const query = useQuery({
    queryKey: [...keys.kline, coinId, interval, limit],
    queryFn: ({ signal }) => getKline({ coin_id: coinId, interval, limit }, signal),
  });
  return useLoadState(query);
}
