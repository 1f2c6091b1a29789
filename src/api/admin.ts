import { api } from "./client";
import { pageParams } from "./pageParams";
import type { AdminOverview, AdminStake, CursorPage, CursorQuery } from "./wire";
import type { WithdrawalRecord } from "./withdraw";

/** Every call of the admin area (admins only: others get 10040). */

export type ReviewStatus = "pending" | "processing" | "successful" | "failed";

export interface BalanceAdjustment {
  address: string;
  coin_id: number;
  /** Signed: a debit starts with "-". */
  amount: string;
  reason: string;
  request_id: string;
}

export const getAdminInfo = () => api.get<AdminOverview>("/api/admin/info");
export const getAdminConfig = () => api.get<Record<string, unknown>>("/api/admin/config");

/** Active stakes, newest first. */
export const getAdminStakes = (query: CursorQuery = {}) =>
  api.get<CursorPage<AdminStake>>("/api/admin/stake", pageParams(query));

export const getWithdrawReview = (status: ReviewStatus, query: CursorQuery = {}) =>
  api.get<CursorPage<WithdrawalRecord>>("/api/admin/withdraw", { status, ...pageParams(query) });
export const approveWithdrawal = (id: number) =>
  api.post<WithdrawalRecord>(`/api/admin/withdraw/${id}/approve`);
export const rejectWithdrawal = (id: number) =>
  api.post<WithdrawalRecord>(`/api/admin/withdraw/${id}/reject`);
export const adjustBalance = (body: BalanceAdjustment) =>
  api.post<{ user_id: number; coin_id: number; amount: string; balance: string }>("/api/admin/balance", body);
