import { ErrorCode } from "../../src/api/wire";
import { clock } from "../clock";
import { db } from "../db";
import { ServiceError } from "./errors";

/**
 * Runs `command` once per user, action and client request id; a repeat gets the first answer and changes nothing.
 * Call it inside the command's transaction (which must include db.requests): IndexedDB serialises overlapping
 * read-write transactions, so of two concurrent submits the second sees the first's answer.
 */
export async function once<T>(
  userId: number,
  action: string,
  requestId: unknown,
  command: () => Promise<T>,
): Promise<T> {
  if (requestId === undefined || requestId === null || requestId === "") return command();
  if (typeof requestId !== "string" || !/^[\w-]{8,64}$/.test(requestId)) {
    throw new ServiceError(ErrorCode.badRequest, "requestIdInvalid");
  }
  const key = `${userId}:${action}:${requestId}`;
  const seen = await db.requests.get(key);
  if (seen) return JSON.parse(seen.response) as T;
  const result = await command();
  await db.requests.add({ key, response: JSON.stringify(result ?? null), created_at: clock.now() });
  return result;
}
