import { useQuery } from "@tanstack/react-query";
import { candlesQuery, type Candle, type KlineInterval } from "../../api/market";
import { useLoadState, type LoadState } from "../../api/useLoadState";

export type CandlesState = LoadState<Candle[]>;

/**
 * A coin's candles (GET /api/public/kline), a cache entry per coin, interval and limit (`candlesQuery`): an
 * interval seen before shows at once when chosen again, and an answer for another one is never shown.
 */
export function useCandles(
  coinId: number,
  interval: KlineInterval,
  limit: number,
): [CandlesState, () => void] {
  const query = useQuery(candlesQuery(coinId, interval, limit));
  return useLoadState(query);
}
