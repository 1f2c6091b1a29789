import { verifyMessage } from "ethers";
import { ErrorCode } from "../../src/api/wire";
import { db } from "../db/holderDb";
import type { NonceRow } from "../db/accounts";
import { randomHex } from "../random";
import { ServiceError } from "./errors";
import { connectedChain } from "./nftChain";
import { buildSiweMessage, parseSiweMessage, type SiweFields } from "./siwe";

/**
 * Sign-in nonces (docs/decisions/0013-sessions.md). Every issued message carries its own proof of origin: its nonce
 * is 128 random bits followed by an HMAC of the message's fields under a server secret, so a client that posts the
 * message back needs no stored state and no other request can crowd it out. A few newest messages per address are
 * also kept, for clients that post the signature alone (docs/product.md#api-calls). A nonce that signed someone in
 * goes into the used set until it would have expired. Login time is wall-clock time, not the demo clock.
 */
export const NONCE_TTL_MS = 5 * 60_000;
/**
 * The lifetimes a server may be configured to give its messages (`npm run api`: `LOGIN_NONCE_TTL_SECONDS`): a
 * second up to ten minutes. The expiry is written in the message (and covered by its HMAC), so verifying needs no
 * setting: a message is refused once the expiry it carries has passed.
 */
export const NONCE_TTL_MIN_MS = 1000;
export const NONCE_TTL_MAX_MS = 10 * 60_000;
/** Stored messages per address for signature-only sign-ins (the newest win; older ones stay valid by message). */
export const STORED_PER_ADDRESS = 5;
/** Expired rows deleted per sweep: bounded work on each request. */
export const SWEEP_BATCH = 100;
const MAX_MESSAGE_LENGTH = 1024;

export interface IssuedNonce {
  nonce: string;
  message: string;
  expiresAt: number;
}

const invalid = () => new ServiceError(ErrorCode.nonceInvalid, "nonceInvalid");

async function hmacKey(): Promise<CryptoKey> {
  const secret = await db.transaction("rw", db.secrets, async () => {
    const row = await db.secrets.get("siwe");
    if (row) return row.value;
    const value = randomHex(32);
    await db.secrets.add({ name: "siwe", value });
    return value;
  });
  const bytes = Uint8Array.from(secret.match(/../g)!, (b) => parseInt(b, 16));
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function tag(f: Omit<SiweFields, "nonce">, random: string): Promise<string> {
  const text = [f.domain, f.uri, f.address, f.chainId, random, f.issuedAt, f.expiresAt].join("\n");
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", await hmacKey(), new TextEncoder().encode(text)),
  );
  return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Deletes a bounded batch of expired nonces, used nonces and sessions. */
export async function sweepExpired(now: number): Promise<void> {
  await db.transaction("rw", db.loginNonces, db.usedNonces, db.sessions, async () => {
    for (const table of [db.loginNonces, db.usedNonces, db.sessions] as const) {
      const keys = await table.where("expiresAt").below(now).limit(SWEEP_BATCH).primaryKeys();
      await table.bulkDelete(keys);
    }
  });
}

/**
 * A new message for `address` (checksummed, key lower-cased) on the page `origin`, valid for `ttlMs` (five minutes
 * unless the server was configured otherwise).
 */
export async function issueLoginNonce(
  address: string,
  key: string,
  origin: URL,
  ttlMs: number = NONCE_TTL_MS,
): Promise<string> {
  const now = Date.now();
  const fields = {
    domain: origin.host,
    uri: origin.origin,
    address,
    chainId: connectedChain(),
    issuedAt: now,
    expiresAt: now + ttlMs,
  };
  const random = randomHex(16);
  const nonce = random + (await tag(fields, random));
  const message = buildSiweMessage({ ...fields, nonce });
  await sweepExpired(now);
  await db.transaction("rw", db.loginNonces, async () => {
    await db.loginNonces.add({ nonce, address: key, message, issuedAt: now, expiresAt: fields.expiresAt });
    const older = await db.loginNonces
      .where("[address+issuedAt]")
      .between([key, -Infinity], [key, Infinity])
      .reverse()
      .offset(STORED_PER_ADDRESS)
      .primaryKeys();
    await db.loginNonces.bulkDelete(older);
  });
  return message;
}

/**
 * The message a client posted back, if this server issued it for `key` on `origin`'s host and it has not expired.
 * The HMAC proves it is ours; a stored row does too (a message issued before the HMAC existed, schema v6).
 */
export async function issuedMessage(raw: unknown, key: string, origin: URL): Promise<IssuedNonce> {
  if (typeof raw !== "string" || raw.length > MAX_MESSAGE_LENGTH) throw invalid();
  const f = parseSiweMessage(raw);
  if (!f || f.address.toLowerCase() !== key || f.chainId !== connectedChain()) throw invalid();
  if (f.domain !== origin.host || f.expiresAt <= Date.now()) throw invalid();
  const [random, mac] = [f.nonce.slice(0, 32), f.nonce.slice(32)];
  const ours =
    (f.nonce.length === 64 && mac === (await tag(f, random))) ||
    (await db.loginNonces.get(f.nonce))?.message === raw;
  if (!ours) throw invalid();
  return { nonce: f.nonce, message: raw, expiresAt: f.expiresAt };
}

/** Whether `signature` over `message` recovers to `key`; a malformed signature recovers to nobody. */
export function signedBy(message: string, signature: string, key: string): boolean {
  try {
    return verifyMessage(message, signature).toLowerCase() === key;
  } catch {
    return false;
  }
}

/**
 * For a signature posted alone: the stored, unexpired message of `key` it signs. None stored is nonceInvalid; none
 * matching is signatureInvalid (and nothing is consumed, so the real owner can still sign in).
 */
export async function storedMessageSigned(key: string, signature: string): Promise<IssuedNonce> {
  const now = Date.now();
  const rows: NonceRow[] = await db.loginNonces
    .where("[address+issuedAt]")
    .between([key, -Infinity], [key, Infinity])
    .reverse()
    .limit(STORED_PER_ADDRESS)
    .toArray();
  const live = rows.filter((r) => r.expiresAt > now);
  if (!live.length) throw invalid();
  const row = live.find((r) => signedBy(r.message, signature, key));
  if (!row) throw new ServiceError(ErrorCode.signatureInvalid, "signatureInvalid");
  return { nonce: row.nonce, message: row.message, expiresAt: row.expiresAt };
}

/** Marks a nonce used (joins the caller's transaction); a nonce already used is refused. */
export async function consumeNonce(issued: IssuedNonce): Promise<void> {
  if (await db.usedNonces.get(issued.nonce)) throw invalid();
  await db.usedNonces.add({ nonce: issued.nonce, expiresAt: issued.expiresAt });
  await db.loginNonces.delete(issued.nonce);
}
