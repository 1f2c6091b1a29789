import { ErrorCode, type OwnedNft, type PageOf, type StakedNft } from "../../src/api/wire";
import { clock } from "../clock";
import { db, type UserRow } from "../db";
import { ServiceError } from "./errors";
import { tokensOf } from "./nftChain";

export const MAX_PAGE_SIZE = 50;

/** The user's NFTs that are not staked, read from the chain (the chain, not the backend, knows ownership). */
export async function ownNfts(user: UserRow): Promise<OwnedNft[]> {
  const tokens = await tokensOf(user.address);
  return tokens.filter((t) => !t.staked).map((t) => ({ tokenId: t.tokenId, uri: t.uri }));
}

export function pageParams(rawPage: unknown, rawCount: unknown): { page: number; count: number } {
  const page = Number(rawPage ?? 1);
  const count = Number(rawCount ?? 10);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(count) || count < 1 || count > MAX_PAGE_SIZE) {
    throw new ServiceError(ErrorCode.badRequest, "pageInvalid");
  }
  return { page, count };
}

/**
 * The user's staked NFTs, newest first. Page numbers are what the API speaks; underneath, the page is cut from the
 * index's primary keys (no offset scan over rows) and only that page's rows are read.
 */
export async function stakeRecord(userId: number, page: number, count: number): Promise<PageOf<StakedNft>> {
  const range = db.stakes
    .where("[userId+status+id]")
    .between([userId, "staked", 0], [userId, "staked", Infinity]);
  const keys = await range.reverse().primaryKeys();
  const slice = keys.slice((page - 1) * count, page * count);
  const rows = await db.stakes.bulkGet(slice);
  return {
    count: keys.length,
    list: rows.filter((r) => r !== undefined).map((r) => ({ token_id: r.tokenId, uri: r.uri })),
  };
}

/**
 * Records `tokenIds` as staked by `user` once the chain shows each of them owned by the user and locked.
 * `count` must match the list. Nothing is recorded unless every token passes.
 */
export async function recordStake(user: UserRow, count: number, rawIds: unknown): Promise<StakedNft[]> {
  const ids = Array.isArray(rawIds) ? rawIds : [];
  if (!Number.isInteger(count) || count < 1 || ids.length !== count) {
    throw new ServiceError(ErrorCode.nftCountMismatch, "nftCountMismatch");
  }
  if (!ids.every((id) => Number.isInteger(id) && id > 0) || new Set(ids).size !== ids.length) {
    throw new ServiceError(ErrorCode.badRequest, "nftIdsInvalid");
  }
  const onChain = new Map((await tokensOf(user.address)).map((t) => [t.tokenId, t]));
  for (const id of ids as number[]) {
    const token = onChain.get(id);
    if (!token) throw new ServiceError(ErrorCode.nftNotOwned, "nftNotOwned", { id: String(id) });
    if (!token.staked) throw new ServiceError(ErrorCode.nftNotStaked, "nftNotStaked", { id: String(id) });
  }
  const now = clock.now();
  return db.transaction("rw", db.stakes, async () => {
    for (const id of ids as number[]) {
      const active = await db.stakes
        .where("tokenId")
        .equals(id)
        .filter((s) => s.status === "staked")
        .count();
      if (active)
        throw new ServiceError(ErrorCode.nftAlreadyRecorded, "nftAlreadyRecorded", { id: String(id) });
    }
    const rows = (ids as number[]).map((id) => ({
      userId: user.id!,
      tokenId: id,
      uri: onChain.get(id)!.uri,
      staked_at: now,
      status: "staked" as const,
    }));
    await db.stakes.bulkAdd(rows);
    return rows.map((r) => ({ token_id: r.tokenId, uri: r.uri }));
  });
}
