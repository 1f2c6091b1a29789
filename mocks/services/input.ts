import { ErrorCode } from "../../src/api/wire";
import { type Units, parseDecimal, units } from "../../src/lib/money/units";
import { ServiceError } from "./errors";
import type { PageQuery } from "./paging";

/**
 * A positive amount from a request: a plain decimal string (or a JSON number that prints as one) with at most
 * `decimals` places. Empty gives `emptyKey`; negative, zero, exponent notation, too many decimals give `invalidKey`;
 * more than MAX_AMOUNT gives amountTooLarge.
 */
export function readAmount(
  raw: unknown,
  decimals: number,
  emptyKey = "amountInvalid",
  invalidKey = "amountInvalid",
): Units {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) {
    throw new ServiceError(ErrorCode.amountInvalid, emptyKey);
  }
  const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw;
  const amount = parseDecimal(text, decimals);
  if (amount === null || amount <= 0n) throw new ServiceError(ErrorCode.amountInvalid, invalidKey);
  return checkAmountBound(amount);
}

/**
 * The largest amount a request may carry, in any coin (issue 9): far above any real holding, so only a typo or an
 * attack reaches it, and it keeps every balance and bill figure to a size any client can show.
 */
export const MAX_AMOUNT = "1000000000";

/** Refuses an amount (credit or debit) beyond MAX_AMOUNT with amountTooLarge; answers the amount otherwise. */
export function checkAmountBound(amount: Units): Units {
  const size = amount < 0n ? -amount : amount;
  if (size > units(MAX_AMOUNT)) {
    throw new ServiceError(ErrorCode.amountTooLarge, "amountTooLarge", { max: MAX_AMOUNT });
  }
  return amount;
}

/** A whole, positive id (coin, record), from a number or a numeric string. */
export function readId(raw: unknown): number | null {
  const value = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Page size: 1..50, default 10. */
function readCount(raw: string | null): number {
  if (raw === null || raw === "") return 10;
  const count = readId(raw);
  if (count === null || count > 50) throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  return count;
}

/** A page number from 1 (default 1), small enough that the entries before it can be counted exactly. */
function readPage(raw: string | null, count: number): number {
  if (raw === null || raw === "") return 1;
  const page = readId(raw);
  if (page === null || !Number.isSafeInteger(page * count))
    throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  return page;
}

/** A keyset cursor: the id of the last entry already shown, or null. */
function readCursor(raw: string | null): number | null {
  if (raw === null || raw === "") return null;
  const cursor = readId(raw);
  if (cursor === null) throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  return cursor;
}

/** The one reader of every list's `page`, `count` and `cursor` query parameters (wire decision: docs/openapi.yaml). */
export function readPageQuery(request: Request): PageQuery {
  const q = new URL(request.url).searchParams;
  const count = readCount(q.get("count"));
  return { count, page: readPage(q.get("page"), count), cursor: readCursor(q.get("cursor")) };
}
