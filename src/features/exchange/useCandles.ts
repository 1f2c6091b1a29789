import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getKline, type Candle, type KlineInterval } from "../../api/market";
import { keys } from "../../api/queryKeys";

export type CandlesState =
  { status: "loading" } | { status: "failed" } | { status: "done"; candles: Candle[] };

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
  // One state object per answer: the chart redraws when its data changes, not on every render.
  const { status, data } = query;
  const state = useMemo<CandlesState>(
    () =>
      status === "success"
        ? { status: "done", candles: data }
        : { status: status === "error" ? "failed" : "loading" },
    [status, data],
  );
  return [state, () => void query.refetch()];
}
