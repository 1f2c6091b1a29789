import { ErrorCode } from "../../src/api/wire";
import { parseDecimal, type Units } from "../../src/lib/money";
import { ServiceError } from "./errors";

/**
 * A positive amount from a request: a plain decimal string (or a JSON number that prints as one) with at most
 * `decimals` places. Empty gives `emptyKey`; negative, zero, exponent notation, too many decimals give `invalidKey`.
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
  return amount;
}

/** A whole, positive id (coin, record), from a number or a numeric string. */
export function readId(raw: unknown): number | null {
  const value = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Keyset page size: 1..50, default 10. */
export function readCount(raw: unknown): number {
  if (raw === undefined || raw === null || raw === "") return 10;
  const count = readId(raw);
  if (count === null || count > 50) throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  return count;
}

/** A keyset cursor: the id of the last entry already shown, or null for the first page. */
export function readCursor(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === "") return null;
  const cursor = readId(raw);
  if (cursor === null) throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  return cursor;
}
