import { queryOptions } from "@tanstack/react-query";
import type { Body } from "./contract";
import { api } from "./client";
import { pageParams } from "./pageParams";
import { keys } from "./queryKeys";
import type { CursorQuery } from "./wire";

/** Every call of the admin area (admins only: others get 10040). */

export type ReviewStatus = "pending" | "processing" | "successful" | "failed";
export const REVIEW_STATUSES: readonly ReviewStatus[] = ["pending", "processing", "successful", "failed"];

/** An admin's credit or debit (signed amount) of a user's balance, with its reason. */
export type BalanceAdjustment = Body<"/api/admin/balance", "post">;

export const getAdminInfo = () => api.get("/api/admin/info");
export const getAdminConfig = () => api.get("/api/admin/config");
export const adminInfoQuery = queryOptions({ queryKey: keys.adminInfo, queryFn: getAdminInfo });
export const adminConfigQuery = queryOptions({ queryKey: keys.adminConfig, queryFn: getAdminConfig });

/** Active stakes, newest first, with their days and income so far. */
export const getAdminStakes = (query: CursorQuery = {}) => api.get("/api/admin/stake", pageParams(query));

/** One user by address: account, balances, inviter and the ten latest bill entries (10407: nobody has it). */
export const getAdminUser = (address: string) => api.get("/api/admin/user", { address });

/** The lookup shows "no user has this address" under its field: not again as a toast. */
export const adminUserQuery = (address: string) =>
  queryOptions({
    queryKey: keys.adminUser(address),
    queryFn: () => getAdminUser(address),
    meta: { refusalShownByPage: true },
  });

export const getWithdrawReview = (status: ReviewStatus, query: CursorQuery = {}) =>
  api.get("/api/admin/withdraw", { status, ...pageParams(query) });

/**
 * How many withdrawals each review tab lists: the `count` (filtered total) of each status's own list, so a tab's
 * number is always its list's length, whatever status a withdrawal moved to.
 */
export const withdrawalCountsQuery = {
  queryKey: keys.adminWithdrawalCounts,
  queryFn: async (): Promise<Record<ReviewStatus, number>> => {
    const pages = await Promise.all(REVIEW_STATUSES.map((s) => getWithdrawReview(s, { count: 1 })));
    return Object.fromEntries(REVIEW_STATUSES.map((s, i) => [s, pages[i]!.count])) as Record<
      ReviewStatus,
      number
    >;
  },
};

export const approveWithdrawal = (id: number) =>
  api.post("/api/admin/withdraw/{id}/approve", undefined, { id });
export const rejectWithdrawal = (id: number) =>
  api.post("/api/admin/withdraw/{id}/reject", undefined, { id });
export const adjustBalance = (body: BalanceAdjustment) =>
  api.post("/api/admin/balance", body, undefined, { idempotent: true });
