import { route } from "./route";
import { clock } from "../clock";
import { adjustBalance, adminConfig } from "../services/admin";
import { adminUser, userByAddress } from "../services/adminUser";
import { readPageQuery } from "../services/input";
import { settleDue } from "../services/settleDue";
import { approveWithdrawal, rejectWithdrawal, reviewList } from "../services/withdraw";
import { param, query, readJson, requireAdmin } from "./http";

export const adminHandlers = [
  route.get("/api/admin/withdraw", async ({ request }) => {
    await requireAdmin(request);
    const page = readPageQuery(request);
    await settleDue(clock.now());
    return reviewList(query(request, "status"), page);
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
    const user = await userByAddress(query(request, "address"));
    await settleDue(clock.now());
    return adminUser(user);
  }),
  route.get("/api/admin/config", async ({ request }) => {
    await requireAdmin(request);
    return adminConfig();
  }),
];
