import { api } from "./client";
import { pageParams } from "./pageParams";
import type { CursorQuery } from "./wire";

export interface ExchangeCoin {
  coin_id: number;
  coin_name: string;
  price: string;
}

export interface CoinPair {
  from_coin_id: number;
  to_coin_id: number;
  from_coin_name: string;
  to_coin_name: string;
  from_price: string;
  to_price: string;
}

export interface ExchangeConfig {
  fee_percent: string;
  min_value_usd: string;
  decimals: number;
}

export interface ExchangeBody {
  from_coin_id: number;
  to_coin_id: number;
  amount: string;
  request_id: string;
}

export interface ExchangeResult {
  id: number;
  from_coin_id: number;
  to_coin_id: number;
  amount: string;
  rate: string;
  fee: string;
  received: string;
}

export interface ExchangeRecord {
  id: number;
  from_coin_name: string;
  to_coin_name: string;
  amount: string;
  rate: string;
  fee: string;
  received: string;
  created_at: number;
}

export const getExchangeCoins = () => api.get("/api/exchange/coins");
export const getCoinPairs = () => api.get("/api/exchange/coin_pair");
export const getExchangeConfig = () => api.get("/api/exchange/config");
export const postExchange = (body: ExchangeBody) => api.post("/api/exchange/exchange", body);
export const getExchangeLogs = (query: CursorQuery = {}) =>
  api.get("/api/exchange/exchange/logs", pageParams(query));
