import { route } from "./route";
import { clock } from "../clock";
import { adminOverview, adminStakes } from "../services/adminOverview";
import { readPageQuery } from "../services/input";
import { settleDue } from "../services/settleDue";
import { requireAdmin } from "./http";

export const adminOverviewHandlers = [
  route.get("/api/admin/info", async ({ request }) => {
    await requireAdmin(request);
    await settleDue(clock.now());
    return adminOverview();
  }),
  route.get("/api/admin/stake", async ({ request }) => {
    await requireAdmin(request);
    return adminStakes(readPageQuery(request));
  }),
];
