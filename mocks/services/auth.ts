import { ErrorCode } from "../../src/api/wire";
import { parseAddress } from "../../src/lib/address";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { randomCode, randomHex } from "../random";
import { ServiceError } from "./errors";
import {
  consumeNonce,
  issuedMessage,
  issueLoginNonce,
  NONCE_TTL_MS,
  signedBy,
  storedMessageSigned,
  sweepExpired,
  type IssuedNonce,
} from "./loginNonces";

/**
 * Login time runs on the wall clock, not the demo clock: moving business time forward (income, streaks) must not
 * log the presenter out, and a nonce's expiry is a security property.
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Live sessions an address may hold (docs/decisions/0033-session-bound.md): a sign-in beyond them ends the oldest,
 * in its own transaction. Enough for a phone, a computer, a tablet and a wallet app or two signed in at once.
 */
export const SESSIONS_PER_ADDRESS = 5;

function addressKey(raw: unknown): { checksummed: string; key: string } {
  const checksummed = parseAddress(raw);
  if (!checksummed) throw new ServiceError(ErrorCode.badRequest, "addressInvalid");
  return { checksummed, key: checksummed.toLowerCase() };
}

/**
 * A single-use EIP-4361 message for `address`, valid for `ttlMs` (five minutes unless `npm run api` was given
 * LOGIN_NONCE_TTL_SECONDS). Issuing one never invalidates another: whoever asks for a nonce for someone else's
 * address cannot block that person's sign-in (docs/decisions/0013-sessions.md). `origin` is the page's origin: its
 * host is the message's domain, so a phishing site's message differs.
 */
export async function issueNonce(
  rawAddress: unknown,
  origin: string,
  ttlMs: number = NONCE_TTL_MS,
): Promise<string> {
  const { checksummed, key } = addressKey(rawAddress);
  return issueLoginNonce(checksummed, key, new URL(origin), ttlMs);
}

export async function createUser(
  address: string,
  now: number,
  extra: Partial<UserRow> = {},
): Promise<UserRow> {
  let invite_code = extra.invite_code ?? randomCode();
  while (await db.users.where("invite_code").equals(invite_code).count()) invite_code = randomCode();
  const row: UserRow = {
    address,
    pid: 0,
    level: 0,
    node_type: 0,
    is_admin: 0,
    created_at: now,
    ...extra,
    invite_code,
  };
  row.id = await db.users.add(row);
  return row;
}

/**
 * Signs in with a signature of a message this server issued: the message itself when the client posts it back
 * (`message`, what the app does), otherwise one of the address's stored messages. Only a signature that recovers to
 * the address consumes the nonce; a nonce signs in once. Creates the user on first sign-in.
 */
export async function signInWithSignature(
  rawAddress: unknown,
  signature: unknown,
  message: unknown,
  origin: string,
): Promise<{ token: string }> {
  const { key } = addressKey(rawAddress);
  if (typeof signature !== "string" || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    throw new ServiceError(ErrorCode.signatureInvalid, "signatureInvalid");
  }
  let issued: IssuedNonce;
  if (message === undefined || message === null || message === "") {
    issued = await storedMessageSigned(key, signature);
  } else {
    issued = await issuedMessage(message, key, new URL(origin));
    if (!signedBy(issued.message, signature, key)) {
      throw new ServiceError(ErrorCode.signatureInvalid, "signatureInvalid");
    }
  }
  const now = Date.now();
  await sweepExpired(now);
  return db.transaction("rw", [db.loginNonces, db.usedNonces, db.users, db.sessions], async () => {
    // Of two sign-ins with the same nonce at once, IndexedDB runs one transaction after the other: one wins.
    await consumeNonce(issued);
    const user = (await db.users.where("address").equals(key).first()) ?? (await createUser(key, now));
    const token = randomHex(32);
    await db.sessions.add({ token, userId: user.id!, expiresAt: now + SESSION_TTL_MS });
    await keepNewestSessions(user.id!, token, now);
    return { token };
  });
}

/**
 * Ends the user's sessions beyond the SESSIONS_PER_ADDRESS newest live ones, `kept` (the one just made) always among
 * them; expired rows of the user go too. Every session lasts SESSION_TTL_MS, so the newest are those that expire
 * last. Joins the sign-in's transaction: two sign-ins at once cannot both keep an old session.
 */
async function keepNewestSessions(userId: number, kept: string, now: number): Promise<void> {
  const rows = await db.sessions.where("userId").equals(userId).toArray();
  const others = rows
    .filter((row) => row.token !== kept && row.expiresAt > now)
    .sort((a, b) => b.expiresAt - a.expiresAt);
  const keep = new Set([kept, ...others.slice(0, SESSIONS_PER_ADDRESS - 1).map((row) => row.token)]);
  await db.sessions.bulkDelete(rows.filter((row) => !keep.has(row.token)).map((row) => row.token));
}

function tokenOf(header: string | null): string {
  return (header ?? "").replace(/^Bearer\s+/i, "").trim();
}

/** POST /api/user/logout: ends the caller's session on the server; its token is refused from then on. */
export async function revokeSession(header: string | null): Promise<null> {
  await userForToken(header);
  await db.sessions.delete(tokenOf(header));
  return null;
}

/** The user a request's Authorization header belongs to; a `Bearer ` prefix is accepted too. */
export async function userForToken(header: string | null): Promise<UserRow> {
  const token = tokenOf(header);
  const row = token ? await db.sessions.get(token) : undefined;
  if (!row || row.expiresAt <= Date.now()) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");
  const user = await db.users.get(row.userId);
  if (!user) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");
  return user;
}
