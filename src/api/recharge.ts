import { api } from "./client";
import { pageParams } from "./pageParams";
import type { CursorQuery, RecordStatus } from "./wire";

export interface RechargeChannel {
  channel: string;
  min_amount: string;
  confirm_seconds: number;
}

export interface RechargeProtocol {
  coin_id: number;
  coin_name: string;
  channels: RechargeChannel[];
}

export interface DepositAddress {
  coin_id: number;
  channel: string;
  address: string;
}

export interface RechargeRecord {
  id: number;
  coin_id: number;
  coin_name: string;
  channel: string;
  amount: string;
  tx_hash: string;
  status: RecordStatus;
  created_at: number;
  confirm_at: number;
}

export interface SimulateDepositBody {
  coin_id: number;
  channel: string;
  amount: string;
  request_id: string;
}

// The document answers either list from one path (by `type`); this call asks for the deposit one.
export const getRechargeProtocols = () =>
  api.get("/api/user/coin_protocol", { type: "recharge" }) as Promise<RechargeProtocol[]>;
export const getDepositAddress = (coinId: number, channel: string) =>
  api.get("/api/user/coin_address", { coin_id: coinId, channel });
export const getRechargeLogs = (query: CursorQuery = {}) =>
  api.get("/api/user/recharge/logs", pageParams(query));
/** Demo mode only: a deposit as if it arrived on chain, credited after the confirmation time. */
export const simulateDeposit = (body: SimulateDepositBody) => api.post("/api/user/recharge/simulate", body);
