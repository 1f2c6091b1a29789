import type { Body, Schemas } from "./contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { pageParams } from "./pageParams";
import { keys } from "./queryKeys";
import { listedRecord } from "./resultQuery";
import type { CursorQuery } from "./wire";

export type CoinPair = Schemas["CoinPair"];

export type ExchangeConfig = Schemas["ExchangeConfig"];

export type ExchangeBody = Body<"/api/exchange/exchange", "post">;

export type ExchangeResult = Schemas["ExchangeResult"];

export type ExchangeRecord = Schemas["ExchangeRecord"];

export const getCoinPairs = () => api.get("/api/exchange/coin_pair");
export const getExchangeConfig = () => api.get("/api/exchange/config");
export const coinPairsQuery = queryOptions({ queryKey: keys.coinPairs, queryFn: getCoinPairs });
export const exchangeConfigQuery = queryOptions({
  queryKey: keys.exchangeConfig,
  queryFn: getExchangeConfig,
});
export const postExchange = (body: ExchangeBody) =>
  api.post("/api/exchange/exchange", body, undefined, { idempotent: true });
export const getExchangeLogs = (query: CursorQuery = {}) =>
  api.get("/api/exchange/exchange/logs", pageParams(query));

/**
 * /exchangeResult?id=: the exchange, from its records. Not seeded from the POST: its answer (`ExchangeResult`) has
 * coin ids and no time, and the page shows the record's coin names and the server's time.
 */
export const exchangeRecordQuery = listedRecord(keys.exchangeRecord, getExchangeLogs).query;
