import { useCallback, useEffect, useState } from "react";
import { getKline, type Candle, type KlineInterval } from "../../api/market";

export type CandlesState =
  { status: "loading" } | { status: "failed" } | { status: "done"; candles: Candle[] };

/**
 * A coin's candles (GET /api/public/kline), loaded again when the coin, interval or limit changes, or on `retry`.
 * An answer for an earlier query is never shown: the state is keyed by the query. (Data loading only, so it ports
 * to a query library on its own.)
 */
export function useCandles(
  coinId: number,
  interval: KlineInterval,
  limit: number,
): [CandlesState, () => void] {
  const [run, setRun] = useState(0);
  const key = `${coinId}|${interval}|${limit}|${run}`;
  const [answer, setAnswer] = useState<{ key: string; state: CandlesState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getKline({ coin_id: coinId, interval, limit }, controller.signal).then(
      (candles) => setAnswer({ key, state: { status: "done", candles } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: "failed" } });
      },
    );
    return () => controller.abort();
  }, [coinId, interval, limit, key]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  return [answer?.key === key ? answer.state : { status: "loading" }, retry];
}
