import { api } from "./client";
import { pageParams } from "./pageParams";
import type { BillQuery } from "./wire";

export const getChangeTypes = () => api.get("/api/public/coin/logs/type");

export const getBill = (query: BillQuery) =>
  api.get("/api/user/coin_logs", {
    coin_id: query.coin_id,
    access: query.access,
    type: query.type,
    ...pageParams(query),
  });
