import { CHANGE_TYPES, type BillQuery, type ChangeType } from "../../api/wire";

/** The bill's filters, as they travel in the page's address (`/billLogs?coin_id=2&access=in&type=exchange`). */
export interface BillFilters {
  coin_id?: number;
  access?: "in" | "out";
  type?: ChangeType;
}

/**
 * The filters an address names; anything unknown is dropped rather than refused, so an old or edited link still
 * opens the bill.
 */
export function readBillFilters(search: Record<string, unknown>): BillFilters {
  const coin = Number(search.coin_id);
  const access = search.access === "in" || search.access === "out" ? search.access : undefined;
  const type = CHANGE_TYPES.find((x) => x === search.type);
  return {
    ...(Number.isSafeInteger(coin) && coin > 0 ? { coin_id: coin } : {}),
    ...(access ? { access } : {}),
    ...(type ? { type } : {}),
  };
}

export function hasBillFilters(filters: BillFilters): boolean {
  return filters.coin_id !== undefined || filters.access !== undefined || filters.type !== undefined;
}

/** The query of `GET /api/user/coin_logs` for these filters (no paging). */
export function billQuery(filters: BillFilters): BillQuery {
  return { coin_id: filters.coin_id, access: filters.access, type: filters.type };
}
