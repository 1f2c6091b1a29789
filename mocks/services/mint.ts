import Dexie from "dexie";
import { ErrorCode, type CursorPage, type MintInfo, type MintRecord } from "../../src/api/wire";
import { units } from "../../src/lib/money";
import { clock } from "../clock";
import { COINS, MINT, NFT_ARTWORK } from "../config";
import { db, type MintRow, type UploadRow, type UserRow } from "../db";
import { ServiceError } from "./errors";
import { checkSameRequest, requestFingerprint, requests } from "./idempotency";
import { applyChanges } from "./ledger";
import { mintTo } from "./nftChain";
import { keysetPage, type PageQuery } from "./paging";
import { awardNewPerformance } from "./referral";
import { readPicture, uploadRow } from "./upload";

const coinName = COINS.find((c) => c.id === MINT.coinId)!.name;
/** A repeat waits this long at most for the first request's mint to finish. */
const REPEAT_WAIT_MS = 30_000;

function toRecord(row: MintRow): MintRecord {
  return {
    id: row.id!,
    token_id: row.tokenId,
    uri: row.uri,
    price: row.price,
    coin_name: coinName,
    tx_hash: row.txHash,
    kind: row.kind,
    created_at: row.created_at,
  };
}

/** A mint row is on chain once it has a token id; until then (a few seconds) it is in flight. */
const minted = (row: MintRow) => row.tokenId > 0;

export async function mintInfo(userId: number): Promise<MintInfo> {
  const mine = await db.mints
    .where("[userId+id]")
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .filter(minted)
    .count();
  return {
    price: MINT.price,
    coin_id: MINT.coinId,
    coin_name: coinName,
    mint_number: mine,
    total_minted: await db.mints.filter(minted).count(),
    max_upload_bytes: MINT.maxUploadBytes,
    upload_types: [...MINT.uploadTypes],
  };
}

export function mintRecords(userId: number, page: PageQuery): Promise<CursorPage<MintRecord>> {
  return keysetPage(db.mints, "[userId+id]", [userId], page, toRecord, minted);
}

function requestKey(userId: number, requestId: unknown): string | null {
  if (requestId === undefined || requestId === null || requestId === "") return null;
  if (typeof requestId !== "string" || !/^[\w-]{8,64}$/.test(requestId)) {
    throw new ServiceError(ErrorCode.badRequest, "requestIdInvalid");
  }
  return `${userId}:mint:${requestId}`;
}

type Stored = MintRecord | { pending: number };

/** A repeat of a request whose mint is still in flight waits for its answer. */
async function answerOf(key: string): Promise<MintRecord> {
  const until = Date.now() + REPEAT_WAIT_MS;
  while (Date.now() < until) {
    const row = await db.requests.get(key);
    // The first request's mint failed (and was refunded): so does its repeat.
    if (!row) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
    const stored = JSON.parse(row.response) as Stored;
    if (!("pending" in stored)) return stored;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
}

/**
 * Mints one NFT for `user` at the mint price, in three steps, as no chain call may run inside a Dexie transaction:
 * (1) one transaction charges the price (bill entry `mint`, ref `mint:<id>`) and records the mint in flight, with
 * the request id; (2) the minter key mints on chain; (3) one transaction records the token (and the uploaded
 * picture), the request's answer and any new-performance awards. If the chain mint fails, one transaction refunds
 * the price (a `mint` credit, ref `mint-refund:<id>`), drops the mint and the request id, and the answer is
 * `chainUnavailable`. Without funds nothing is written at all.
 */
async function mintFor(
  user: UserRow,
  requestId: unknown,
  kind: MintRow["kind"],
  upload: UploadRow | null,
): Promise<MintRecord> {
  const userId = user.id!;
  const key = requestKey(userId, requestId);
  // What the request asks for: the kind, and for an upload the picture (its content id is the hash of its bytes).
  const fingerprint = requestFingerprint({ kind, cid: upload?.cid ?? null });
  const price = units(MINT.price);
  const reserved = await db.transaction("rw", [db.mints, db.balances, db.bills, db.requests], async () => {
    const seen = key ? await requests().get(key) : undefined;
    if (seen) {
      checkSameRequest(seen, fingerprint);
      return null;
    }
    const uri = upload ? `ipfs/${upload.cid}` : NFT_ARTWORK[(await db.mints.count()) % NFT_ARTWORK.length]!;
    const row: MintRow = {
      userId,
      tokenId: 0,
      uri,
      price: MINT.price,
      txHash: "",
      status: "pending",
      kind,
      created_at: clock.now(),
    };
    row.id = await db.mints.add(row);
    await applyChanges([
      { userId, coinId: MINT.coinId, amount: -price, type: "mint", ref: `mint:${row.id}` },
    ]);
    if (key) {
      const response = JSON.stringify({ pending: row.id });
      await requests().add({ key, response, created_at: clock.now(), body_hash: fingerprint });
    }
    return row;
  });
  if (!reserved) return answerOf(key!);

  let onChain: { tokenId: number; txHash: string };
  try {
    onChain = await mintTo(user.address, reserved.uri);
  } catch {
    await db.transaction("rw", [db.mints, db.balances, db.bills, db.requests], async () => {
      await applyChanges([
        { userId, coinId: MINT.coinId, amount: price, type: "mint", ref: `mint-refund:${reserved.id}` },
      ]);
      await db.mints.delete(reserved.id!);
      if (key) await db.requests.delete(key);
    });
    throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  }

  return db.transaction(
    "rw",
    [db.mints, db.uploads, db.requests, db.users, db.nodeOrders, db.rewards, db.balances, db.bills],
    async () => {
      const row: MintRow = {
        ...reserved,
        tokenId: onChain.tokenId,
        txHash: onChain.txHash,
        status: "minted",
      };
      await db.mints.put(row);
      if (upload && !(await db.uploads.get(upload.cid))) await db.uploads.add(upload);
      const record = toRecord(row);
      if (key) {
        const response = JSON.stringify(record);
        await requests().put({ key, response, created_at: clock.now(), body_hash: fingerprint });
      }
      await awardNewPerformance((await db.users.get(userId)) ?? user);
      return record;
    },
  );
}

/** POST /api/n_f_t/mint: the collection's artwork, in turn. */
export function mintArtwork(user: UserRow, body: Record<string, unknown>): Promise<MintRecord> {
  return mintFor(user, body.request_id, "mint", null);
}

/**
 * POST /api/n_f_t/mintByUpload: the user's own picture (PNG, JPEG, WebP or GIF by its bytes, at most 2 MB), kept
 * under its content id and minted with uri `ipfs/<cid>`.
 */
export async function mintUpload(user: UserRow, body: Record<string, unknown>): Promise<MintRecord> {
  const picture = readPicture(body.image);
  return mintFor(user, body.request_id, "upload", await uploadRow(picture));
}
