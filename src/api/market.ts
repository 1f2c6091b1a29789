import type { Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";

/** A coin and its USD price (GET /api/public/coins). The price is a decimal string. */
export type PublicCoin = Schemas["PricedCoin"];

/** Candle lengths GET /api/public/kline offers. */
export type KlineInterval = "15m" | "1h" | "4h" | "1d";

export interface KlineQuery {
  coin_id: number;
  /** Default "1h". */
  interval?: KlineInterval;
  /** Candles, 1..200; default 48. */
  limit?: number;
}

/**
 * One candle of a coin's USD price. `time` is the candle's open, epoch ms, aligned to the interval in UTC; prices
 * are decimal strings with a fixed number of places (at least 3) per coin. The last candle is the current one and
 * closes at the coin's current price.
 */
export type Candle = Schemas["Candle"];

export function getPublicCoins(): Promise<PublicCoin[]> {
  return api.get("/api/public/coins");
}

export const publicCoinsQuery = queryOptions({ queryKey: keys.publicCoins, queryFn: getPublicCoins });

/** Candles oldest first, ending with the current one. */
export function getKline(query: KlineQuery, signal?: AbortSignal): Promise<Candle[]> {
  return api.get(
    "/api/public/kline",
    { coin_id: query.coin_id, interval: query.interval, limit: query.limit },
    { signal },
  );
}

/** A coin's candles, an entry per coin, interval and limit: an interval seen before shows at once when chosen again. */
export const candlesQuery = (coinId: number, interval: KlineInterval, limit: number) =>
  queryOptions({
    queryKey: keys.candles(coinId, interval, limit),
    queryFn: ({ signal }) => getKline({ coin_id: coinId, interval, limit }, signal),
  });
