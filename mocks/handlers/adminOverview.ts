import { route } from "./route";
import { adminOverview, adminStakes } from "../services/adminOverview";
import { readPageQuery } from "../services/input";
import { requireAdmin } from "./http";

export const adminOverviewHandlers = [
  route.get("/api/admin/info", async ({ request }) => {
    await requireAdmin(request);
    return adminOverview();
  }),
  route.get("/api/admin/stake", async ({ request }) => {
    await requireAdmin(request);
    return adminStakes(readPageQuery(request));
  }),
];
