import { api } from "./client";
import { pageParams } from "./pageParams";
import type { CursorPage, CursorQuery } from "./wire";
import type { WithdrawalRecord } from "./withdraw";

export type ReviewStatus = "pending" | "processing" | "successful" | "failed";

export interface BalanceAdjustment {
  address: string;
  coin_id: number;
  /** Signed: a debit starts with "-". */
  amount: string;
  reason: string;
  request_id: string;
}

export const getWithdrawReview = (status: ReviewStatus, query: CursorQuery = {}) =>
  api.get<CursorPage<WithdrawalRecord>>("/api/admin/withdraw", { status, ...pageParams(query) });
export const approveWithdrawal = (id: number) =>
  api.post<WithdrawalRecord>(`/api/admin/withdraw/${id}/approve`);
export const rejectWithdrawal = (id: number) =>
  api.post<WithdrawalRecord>(`/api/admin/withdraw/${id}/reject`);
export const adjustBalance = (body: BalanceAdjustment) =>
  api.post<{ user_id: number; coin_id: number; amount: string; balance: string }>("/api/admin/balance", body);
export const getAdminConfig = () => api.get<Record<string, unknown>>("/api/admin/config");
