import type { Body } from "./contract";
import { api } from "./client";
import { pageParams } from "./pageParams";
import type { CursorQuery } from "./wire";

/** Every call of the admin area (admins only: others get 10040). */

export type ReviewStatus = "pending" | "processing" | "successful" | "failed";

/** An admin's credit or debit (signed amount) of a user's balance, with its reason. */
export type BalanceAdjustment = Body<"/api/admin/balance", "post">;

export const getAdminInfo = () => api.get("/api/admin/info");
export const getAdminConfig = () => api.get("/api/admin/config");

/** Active stakes, newest first. */
export const getAdminStakes = (query: CursorQuery = {}) => api.get("/api/admin/stake", pageParams(query));

export const getWithdrawReview = (status: ReviewStatus, query: CursorQuery = {}) =>
  api.get("/api/admin/withdraw", { status, ...pageParams(query) });
export const approveWithdrawal = (id: number) =>
  api.post("/api/admin/withdraw/{id}/approve", undefined, { id });
export const rejectWithdrawal = (id: number) =>
  api.post("/api/admin/withdraw/{id}/reject", undefined, { id });
export const adjustBalance = (body: BalanceAdjustment) => api.post("/api/admin/balance", body);
