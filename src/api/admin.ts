import { api } from "./client";
import { pageParams } from "./pageParams";
import type { CursorQuery, AdminOverview, AdminStake, CursorPage } from "./wire";

/** The admin area's overview (admins only: others get 10040). */
export function getAdminInfo(): Promise<AdminOverview> {
  return api.get<AdminOverview>("/api/admin/info");
}

/** Active stakes, newest first. */
export function getAdminStakes(query: CursorQuery = {}): Promise<CursorPage<AdminStake>> {
  return api.get<CursorPage<AdminStake>>("/api/admin/stake", pageParams(query));
}
