import { api } from "./client";
import { pageParams } from "./pageParams";
import type { BillEntry, BillQuery, ChangeType, CursorPage } from "./wire";

export const getChangeTypes = () => api.get<{ type: ChangeType }[]>("/api/public/coin/logs/type");

export const getBill = (query: BillQuery) =>
  api.get<CursorPage<BillEntry>>("/api/user/coin_logs", {
    coin_id: query.coin_id,
    access: query.access,
    type: query.type,
    ...pageParams(query),
  });
