import type { Table } from "dexie";
import { sha256, toUtf8Bytes } from "ethers";
import { ErrorCode } from "../../src/api/wire";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import type { RequestRow } from "../db/requests";
import { ServiceError } from "./errors";

/** A remembered request with the fingerprint of its body (rows from before fingerprints have none). */
export interface FingerprintedRequest extends RequestRow {
  body_hash?: string;
}

export const requests = () => db.requests as Table<FingerprintedRequest, string>;

/** Sorts object keys at every depth, so key order never makes two bodies differ. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The fingerprint of what a request asks for: its body's fields except `request_id`, in a canonical order, hashed.
 * Callers pass the unwrapped body (after `wrappedParams`) plus anything the path carries (the node type).
 */
export function requestFingerprint(body: Record<string, unknown>): string {
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => key !== "request_id"));
  return sha256(toUtf8Bytes(JSON.stringify(canonical(fields))));
}

/** A request id sent again must ask for the same thing; a different body is refused, never answered the first way. */
export function checkSameRequest(seen: FingerprintedRequest, fingerprint: string): void {
  if (seen.body_hash !== undefined && seen.body_hash !== fingerprint) {
    throw new ServiceError(ErrorCode.requestIdReused, "requestIdReused");
  }
}

/** The store key of a client request id, or null without one; a malformed id is refused. */
export function requestKey(userId: number, action: string, requestId: unknown): string | null {
  if (requestId === undefined || requestId === null || requestId === "") return null;
  if (typeof requestId !== "string" || !/^[\w-]{8,64}$/.test(requestId)) {
    throw new ServiceError(ErrorCode.badRequest, "requestIdInvalid");
  }
  return `${userId}:${action}:${requestId}`;
}

/**
 * Runs `command` once per user, action and client request id (`body.request_id`); a repeat with the same body gets
 * the first answer and changes nothing, a repeat with a different body is refused with requestIdReused.
 * Call it inside the command's transaction (which must include db.requests): IndexedDB serialises overlapping
 * read-write transactions, so of two concurrent submits the second sees the first's answer.
 */
export async function once<T>(
  userId: number,
  action: string,
  body: Record<string, unknown>,
  command: () => Promise<T>,
): Promise<T> {
  const key = requestKey(userId, action, body.request_id);
  if (key === null) return command();
  const fingerprint = requestFingerprint(body);
  const seen = await requests().get(key);
  if (seen) {
    checkSameRequest(seen, fingerprint);
    return JSON.parse(seen.response) as T;
  }
  const result = await command();
  await requests().add({
    key,
    response: JSON.stringify(result ?? null),
    created_at: clock.now(),
    body_hash: fingerprint,
  });
  return result;
}
