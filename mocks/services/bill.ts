import {
  CHANGE_TYPES,
  ErrorCode,
  type BillEntry,
  type ChangeType,
  type CursorPage,
} from "../../src/api/wire";
import { COINS } from "../config";
import { db } from "../db/holderDb";
import type { BillRow } from "../db/money";
import { ServiceError } from "./errors";
import { readId } from "./input";
import { coinExists } from "./ledger";
import { keysetPage, type PageQuery } from "./paging";

/**
 * What the user's bill says caused an admin operation: the platform, no more. The admin's reason is an internal
 * note (it may name a ticket, a suspicion, another user) and the admin's id is staff data; rows booked before this
 * rule carried both in `ref`, so the answer never passes an admin operation's `ref` on.
 */
export const ADMIN_OPERATION_REF = "admin";

function toEntry(row: BillRow): BillEntry {
  return {
    id: row.id!,
    coin_id: row.coinId,
    coin_name: COINS.find((c) => c.id === row.coinId)?.name ?? "",
    amount: row.amount,
    balance_after: row.balanceAfter,
    type: row.type,
    ref: row.type === "admin_operation" ? ADMIN_OPERATION_REF : row.ref,
    created_at: row.created_at,
  };
}

export function changeTypes(): { type: ChangeType }[] {
  return CHANGE_TYPES.map((type) => ({ type }));
}

/** What "my bill" is filtered by; null is no filter. */
export interface BillFilter {
  coinId: number | null;
  access: "in" | "out" | null;
  type: ChangeType | null;
}

/** The whole bill, unfiltered. */
export const WHOLE_BILL: BillFilter = { coinId: null, access: null, type: null };

/** The bill's filters from its query (`coin_id`, `access`, `type`); an unknown one is refused. */
export function readBillFilter(q: URLSearchParams): BillFilter {
  const rawCoin = q.get("coin_id");
  const coinId = rawCoin ? readId(rawCoin) : null;
  if (rawCoin && (coinId === null || !coinExists(coinId)))
    throw new ServiceError(ErrorCode.coinUnknown, "coinUnknown");
  const access = q.get("access") || null;
  if (access !== null && access !== "in" && access !== "out")
    throw new ServiceError(ErrorCode.badRequest, "accessInvalid");
  const type = q.get("type") || null;
  if (type !== null && !(CHANGE_TYPES as readonly string[]).includes(type)) {
    throw new ServiceError(ErrorCode.badRequest, "typeInvalid");
  }
  return { coinId, access, type: type as ChangeType | null };
}

/**
 * "My bill", newest first, filtered by coin, access (in / out) and change type. Each filter combination reads
 * one compound index range ending in the id, so every page is a bounded range whatever its depth, and the total is
 * an index count, never a scan.
 */
export function billLogs(
  userId: number,
  { coinId, access, type }: BillFilter,
  page: PageQuery,
): Promise<CursorPage<BillEntry>> {
  const [index, prefix] =
    coinId !== null && type !== null && access !== null
      ? ["[userId+coinId+type+dir+id]", [userId, coinId, type, access]]
      : type !== null && access !== null
        ? ["[userId+type+dir+id]", [userId, type, access]]
        : coinId !== null && type !== null
          ? ["[userId+coinId+type+id]", [userId, coinId, type]]
          : coinId !== null && access !== null
            ? ["[userId+coinId+dir+id]", [userId, coinId, access]]
            : coinId !== null
              ? ["[userId+coinId+id]", [userId, coinId]]
              : type !== null
                ? ["[userId+type+id]", [userId, type]]
                : access !== null
                  ? ["[userId+dir+id]", [userId, access]]
                  : ["[userId+id]", [userId]];
  return keysetPage(db.bills, index, prefix, page, toEntry);
}
