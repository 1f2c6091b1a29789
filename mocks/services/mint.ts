import { ErrorCode, type CursorPage, type MintInfo, type MintRecord } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { COINS, MINT, NFT_ARTWORK } from "../config";
import { db } from "../db/holderDb";
import type { MintRow, UploadRow } from "../db/nfts";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { checkSameRequest, requestFingerprint, requests } from "./idempotency";
import { applyChanges } from "./ledger";
import { awaitMint, broadcast, signMint, type SignedMint } from "./minter";
import { applyMintOutcome, finalOf, settleMint } from "./mintSettlement";
import { withMinter } from "./nftChain";
import { keysetPage, type PageQuery } from "./paging";
import { readPicture, uploadRow } from "./upload";

const coinName = COINS.find((c) => c.id === MINT.coinId)!.name;
/** A repeat waits this long at most for the first request's transaction to be signed. */
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
    status: row.status,
    created_at: row.created_at,
  };
}

/** GET /api/n_f_t/mint/info; the handler settles the caller's pending mints first, so the counts are current. */
export async function mintInfo(userId: number): Promise<MintInfo> {
  return {
    price: MINT.price,
    coin_id: MINT.coinId,
    coin_name: coinName,
    mint_number: await db.mints.where("[userId+status]").equals([userId, "minted"]).count(),
    total_minted: await db.mints.where("status").equals("minted").count(),
    max_upload_bytes: MINT.maxUploadBytes,
    upload_types: [...MINT.uploadTypes],
  };
}

/** GET /api/n_f_t/record: every mint of the caller, newest first, pending and refunded ones too. */
export function mintRecords(userId: number, page: PageQuery): Promise<CursorPage<MintRecord>> {
  return keysetPage(db.mints, "[userId+id]", [userId], page, toRecord);
}

function requestKey(userId: number, requestId: unknown): string | null {
  if (requestId === undefined || requestId === null || requestId === "") return null;
  if (typeof requestId !== "string" || !/^[\w-]{8,64}$/.test(requestId)) {
    throw new ServiceError(ErrorCode.badRequest, "requestIdInvalid");
  }
  return `${userId}:mint:${requestId}`;
}

type Stored = MintRecord | { pending: number };

/** The answer a mint gets as it stands: its record, or a refusal once it was refunded. */
function answer(row: MintRow): MintRecord {
  if (row.status === "refunded") throw new ServiceError(ErrorCode.chainUnavailable, "mintRefunded");
  return toRecord(row);
}

/**
 * A repeat of a request: the mint it made, settled from the chain now. While the first request is still signing
 * (no hash yet) the repeat waits for it.
 */
async function answerOf(key: string): Promise<MintRecord> {
  const until = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const request = await db.requests.get(key);
    // The first request's mint was never sent (and was refunded at once): so is its repeat.
    if (!request) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
    const stored = JSON.parse(request.response) as Stored;
    const row = await db.mints.get("pending" in stored ? stored.pending : stored.id);
    if (!row) throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
    if (row.txHash || row.status !== "pending" || Date.now() >= until) return answer(await settleMint(row));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Mints one NFT for `user` at the mint price. No chain call may run inside a Dexie transaction, so:
 * (1) one transaction charges the price (bill entry `mint`, ref `mint:<id>`), records the mint `pending` with the
 * request id (and keeps an uploaded picture); (2) the minter key signs the mint; if that fails nothing was sent: one
 * transaction refunds the price (ref `mint-refund:<id>`) and drops the mint and the request id, and the answer is
 * chainUnavailable; (3) one transaction stores the transaction's hash and bytes, then they are broadcast; (4) the
 * receipt settles it (mintSettlement.ts): minted, refunded (reverted: answered mintRefunded), or still pending when
 * the receipt is late — then the answer is the pending record and a later read or a repeat settles it.
 * Without funds nothing is written at all.
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
  const tables = [db.mints, db.uploads, db.balances, db.bills, db.requests];
  const reserved = await db.transaction("rw", tables, async () => {
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
    // The picture is kept from the charge on: a mint settled later still shows it.
    const newUpload = upload !== null && !(await db.uploads.get(upload.cid));
    if (newUpload) await db.uploads.add(upload);
    if (key) {
      const response = JSON.stringify({ pending: row.id });
      await requests().add({ key, response, created_at: clock.now(), body_hash: fingerprint });
    }
    return { row, newUpload };
  });
  if (!reserved) return answerOf(key!);
  const { row } = reserved;

  const sent = await withMinter(async () => {
    let signed: SignedMint;
    try {
      signed = await signMint(user.address, row.uri);
    } catch {
      return null;
    }
    const stored = await db.transaction("rw", db.mints, async () => {
      const current = await db.mints.get(row.id!);
      if (current?.status !== "pending") return false;
      await db.mints.update(row.id!, { txHash: signed.hash, rawTx: signed.raw, fromBlock: signed.fromBlock });
      return true;
    });
    if (!stored) return null;
    // A failed broadcast may still have reached the node (the answer may be what was lost): the chain decides.
    await broadcast(signed.raw).catch(() => undefined);
    return signed;
  });

  if (!sent) {
    await db.transaction("rw", tables, async () => {
      const current = await db.mints.get(row.id!);
      if (current?.status !== "pending" || current.txHash) return;
      await applyChanges([
        { userId, coinId: MINT.coinId, amount: price, type: "mint", ref: `mint-refund:${row.id}` },
      ]);
      await db.mints.delete(row.id!);
      if (reserved.newUpload) await db.uploads.delete(upload!.cid);
      if (key) await db.requests.delete(key);
    });
    throw new ServiceError(ErrorCode.chainUnavailable, "chainUnavailable");
  }

  const final = finalOf(await awaitMint(sent, user.address, sent.fromBlock));
  const settled = final ? await applyMintOutcome(row.id!, final) : await db.mints.get(row.id!);
  return answer(settled ?? row);
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
