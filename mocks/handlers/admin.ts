import { http } from "msw";
import { adjustBalance, adminConfig } from "../services/admin";
import { readPageQuery } from "../services/input";
import { approveWithdrawal, rejectWithdrawal, reviewList } from "../services/withdraw";
import { handle, param, query, readJson, requireAdmin } from "./http";

export const adminHandlers = [
  http.get(
    "*/api/admin/withdraw",
    handle(async ({ request }) => {
      await requireAdmin(request);
      return reviewList(query(request, "status"), readPageQuery(request));
    }),
  ),
  http.post(
    "*/api/admin/withdraw/:id/approve",
    handle(async (ctx) => {
      await requireAdmin(ctx.request);
      return approveWithdrawal(param(ctx, "id"));
    }),
  ),
  http.post(
    "*/api/admin/withdraw/:id/reject",
    handle(async (ctx) => {
      await requireAdmin(ctx.request);
      return rejectWithdrawal(param(ctx, "id"));
    }),
  ),
  http.post(
    "*/api/admin/balance",
    handle(async ({ request }) => {
      const admin = await requireAdmin(request);
      return adjustBalance(admin, await readJson(request));
    }),
  ),
  http.get(
    "*/api/admin/config",
    handle(async ({ request }) => {
      await requireAdmin(request);
      return adminConfig();
    }),
  ),
];
