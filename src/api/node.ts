import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";
import { detailQuery } from "./resultQuery";
import { pageParams } from "./pageParams";
import type {
  CursorPage,
  CursorQuery,
  NodeBuyResult,
  NodeOrder,
  NodeOrderDetail,
  NodeTier,
  NodeTierType,
} from "./wire";

/** Governance nodes (docs/product.md#api-calls). Amounts are decimal strings in USDT. */

/** The three tiers with price, surplus and total (no login needed). */
export function getNodeInfo(): Promise<NodeTier[]> {
  return api.get("/api/node/info");
}

/**
 * Buys one node of `type` (needs a bound inviter). `requestId` (8–64 of `[A-Za-z0-9_-]`, e.g. a UUID) makes a
 * retried submit count once: create it when the user confirms, reuse it for retries of that confirmation.
 */
export function buyNode(type: NodeTierType, requestId: string): Promise<NodeBuyResult> {
  return api.post(
    "/api/node/buy/{type}",
    { params: { request_id: requestId } },
    { type },
    { idempotent: true },
  );
}

/** The caller's orders, newest first; pass the last page's `next_cursor` with the next page number. */
export function getNodeRecords(query: CursorQuery = {}): Promise<CursorPage<NodeOrder>> {
  return api.get("/api/node/records", pageParams(query));
}

export function getNodeDetail(id: number): Promise<NodeOrderDetail> {
  return api.get("/api/node/detail", { id });
}

export const nodeTiersQuery = queryOptions({ queryKey: keys.nodeTiers, queryFn: getNodeInfo });
export const nodeDetailQuery = (id: number) => detailQuery(keys.nodeDetail(id), () => getNodeDetail(id));
