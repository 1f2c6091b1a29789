import { verifyMessage } from "ethers";
import { ErrorCode } from "../../src/api/wire";
import { parseAddress } from "../../src/lib/address";
import { db, type UserRow } from "../db";
import { randomCode, randomHex } from "../random";
import { ServiceError } from "./errors";
import { buildSiweMessage } from "./siwe";

/**
 * Login time runs on the wall clock, not the demo clock: moving business time forward (income, streaks) must not
 * log the presenter out, and a nonce's expiry is a security property.
 */
export const NONCE_TTL_MS = 5 * 60_000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
const CHAIN_ID = 56;

function addressKey(raw: unknown): { checksummed: string; key: string } {
  const checksummed = parseAddress(raw);
  if (!checksummed) throw new ServiceError(ErrorCode.badRequest, "addressInvalid");
  return { checksummed, key: checksummed.toLowerCase() };
}

/**
 * A single-use, five-minute EIP-4361 message for `address`. A newer request replaces an older one.
 * `origin` is the page's origin: its host is the message's domain, so a phishing site's message differs.
 */
export async function issueNonce(rawAddress: unknown, origin: string): Promise<string> {
  const { checksummed, key } = addressKey(rawAddress);
  const url = new URL(origin);
  const now = Date.now();
  const message = buildSiweMessage({
    domain: url.host,
    uri: url.origin,
    address: checksummed,
    chainId: CHAIN_ID,
    nonce: randomHex(16), // 128 random bits
    issuedAt: now,
    expiresAt: now + NONCE_TTL_MS,
  });
  await db.nonces.put({ address: key, message, expiresAt: now + NONCE_TTL_MS });
  return message;
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

/** Verifies the signature of the outstanding nonce by recovering its signer; only a valid one consumes it. */
export async function signInWithSignature(
  rawAddress: unknown,
  signature: unknown,
): Promise<{ token: string }> {
  const { key } = addressKey(rawAddress);
  if (typeof signature !== "string" || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    throw new ServiceError(ErrorCode.signatureInvalid, "signatureInvalid");
  }
  const now = Date.now();
  const pending = await db.nonces.get(key);
  if (!pending || pending.expiresAt <= now) throw new ServiceError(ErrorCode.nonceInvalid, "nonceInvalid");

  let signer: string;
  try {
    signer = verifyMessage(pending.message, signature);
  } catch {
    throw new ServiceError(ErrorCode.signatureInvalid, "signatureInvalid");
  }
  if (signer.toLowerCase() !== key) throw new ServiceError(ErrorCode.signatureInvalid, "signatureInvalid");

  return db.transaction("rw", db.nonces, db.users, db.sessions, async () => {
    // A concurrent sign-in with the same signature may have consumed it meanwhile: only one wins.
    const current = await db.nonces.get(key);
    if (!current || current.message !== pending.message) {
      throw new ServiceError(ErrorCode.nonceInvalid, "nonceInvalid");
    }
    await db.nonces.delete(key);
    const user = (await db.users.where("address").equals(key).first()) ?? (await createUser(key, now));
    const token = randomHex(32);
    await db.sessions.add({ token, userId: user.id!, expiresAt: now + SESSION_TTL_MS });
    return { token };
  });
}

/** The user a request's Authorization header belongs to; a `Bearer ` prefix is accepted too. */
export async function userForToken(header: string | null): Promise<UserRow> {
  const token = (header ?? "").replace(/^Bearer\s+/i, "").trim();
  const row = token ? await db.sessions.get(token) : undefined;
  if (!row || row.expiresAt <= Date.now()) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");
  const user = await db.users.get(row.userId);
  if (!user) throw new ServiceError(ErrorCode.tokenInvalid, "tokenInvalid");
  return user;
}
