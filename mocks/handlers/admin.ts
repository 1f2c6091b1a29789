import { route } from "./route";
import { adjustBalance, adminConfig } from "../services/admin";
import { adminUser } from "../services/adminUser";
import { readPageQuery } from "../services/input";
import { approveWithdrawal, rejectWithdrawal, reviewList } from "../services/withdraw";
import { param, query, readJson, requireAdmin } from "./http";

export const adminHandlers = [
  route.get("/api/admin/withdraw", async ({ request }) => {
    await requireAdmin(request);
    return reviewList(query(request, "status"), readPageQuery(request));
  }),
  route.post("/api/admin/withdraw/{id}/approve", async (ctx) => {
    await requireAdmin(ctx.request);
    return approveWithdrawal(param(ctx, "id"));
  }),
  route.post("/api/admin/withdraw/{id}/reject", async (ctx) => {
    await requireAdmin(ctx.request);
    return rejectWithdrawal(param(ctx, "id"));
  }),
  route.post("/api/admin/balance", async ({ request }) => {
    const admin = await requireAdmin(request);
    return adjustBalance(admin, await readJson(request));
  }),
  route.get("/api/admin/user", async ({ request }) => {
    await requireAdmin(request);
    return adminUser(query(request, "address"));
  }),
  route.get("/api/admin/config", async ({ request }) => {
    await requireAdmin(request);
    return adminConfig();
  }),
];
