import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { pageParams } from "./pageParams";
import { keys } from "./queryKeys";
import type { BillQuery } from "./wire";

export const getChangeTypes = () => api.get("/api/public/coin/logs/type");
/** The change types the bill can be filtered by. */
export const changeTypesQuery = queryOptions({
  queryKey: keys.changeTypes,
  queryFn: getChangeTypes,
  select: (list) => list.map((x) => x.type),
});

export const getBill = (query: BillQuery) =>
  api.get("/api/user/coin_logs", {
    coin_id: query.coin_id,
    access: query.access,
    type: query.type,
    ...pageParams(query),
  });
