import { ErrorCode } from "../../src/api/wire";
import { type Units, parseDecimal, units } from "../../src/lib/money/units";
import { ServiceError } from "./errors";
import type { PageQuery } from "./paging";

/** A decimal exactly as the wire writes it (docs/openapi.yaml Decimal, SignedDecimal): ASCII digits only. */
const WIRE_DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * A decimal from a request, in units, or null: a string that is a plain decimal as it stands, or a JSON number that
 * prints as one, with at most `decimals` places. Nothing else: no space or no-break space around or inside, no
 * digits but 0–9 (fullwidth, Arabic-Indic), no "+", exponent or grouping. parseDecimal forgives the spaces around
 * what a user types into the app; a request is read as sent.
 */
export function readDecimal(raw: unknown, decimals: number): Units | null {
  const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== "string" || !WIRE_DECIMAL.test(text)) return null;
  return parseDecimal(text, decimals);
}

/**
 * A positive amount from a request (readDecimal) with at most `decimals` places. Empty gives `emptyKey`; negative,
 * zero, padded, exponent notation, too many decimals give `invalidKey`; more than MAX_AMOUNT gives amountTooLarge.
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
  const amount = readDecimal(raw, decimals);
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

/** Page size: 1..MAX_COUNT, default 10. */
function readCount(raw: string | null): number {
  if (raw === null || raw === "") return 10;
  const count = readId(raw);
  if (count === null || count > MAX_COUNT) throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  return count;
}

/** The largest page size (`count`). */
export const MAX_COUNT = 50;

/**
 * The largest page number (docs/openapi.yaml, Lists). A page starts after (page − 1) × count entries, which the
 * store walks by key; an IndexedDB walk takes at most 2^32 − 1 keys (it threw a TypeError past that, answered as
 * 10500), and a million pages of 50, 50,000,000 entries, is far beyond any list of this API.
 */
export const MAX_PAGE = 1_000_000;

/** A page number from 1 (default 1) to MAX_PAGE. */
function readPage(raw: string | null): number {
  if (raw === null || raw === "") return 1;
  const page = readId(raw);
  if (page === null || page > MAX_PAGE) throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
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
  return { count, page: readPage(q.get("page")), cursor: readCursor(q.get("cursor")) };
}
