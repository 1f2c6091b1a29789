import { http } from "msw";
import { adminOverview, adminStakes } from "../services/adminOverview";
import { readPageQuery } from "../services/input";
import { handle, requireAdmin } from "./http";

export const adminOverviewHandlers = [
  http.get(
    "*/api/admin/info",
    handle(async ({ request }) => {
      await requireAdmin(request);
      return adminOverview();
    }),
  ),
  http.get(
    "*/api/admin/stake",
    handle(async ({ request }) => {
      await requireAdmin(request);
      return adminStakes(readPageQuery(request));
    }),
  ),
];
