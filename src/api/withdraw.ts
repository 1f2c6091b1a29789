import { api } from "./client";
import { pageParams } from "./pageParams";
import type { CursorQuery, RecordStatus } from "./wire";

export interface WithdrawChannel {
  channel: string;
  min_amount: string;
  fee_percent: string;
  min_fee: string;
}

export interface WithdrawProtocol {
  coin_id: number;
  coin_name: string;
  channels: WithdrawChannel[];
}

export interface WithdrawBody {
  coin_id: number;
  channel: string;
  address: string;
  amount: string;
  request_id: string;
}

export interface WithdrawalRecord {
  id: number;
  user_id: number;
  coin_id: number;
  coin_name: string;
  channel: string;
  address: string;
  amount: string;
  fee: string;
  actual: string;
  status: RecordStatus;
  tx_hash: string;
  created_at: number;
  /** The admin's review list only: whose withdrawal it is. */
  user_address?: string;
}

// The document answers either list from one path (by `type`); this call asks for the withdrawal one.
export const getWithdrawProtocols = () =>
  api.get("/api/user/coin_protocol", { type: "withdraw" }) as Promise<WithdrawProtocol[]>;
export const postWithdraw = (body: WithdrawBody) => api.post("/api/exchange/withdraw", body);
export const getWithdrawLogs = (query: CursorQuery = {}) =>
  api.get("/api/user/withdraw/logs", pageParams(query));
