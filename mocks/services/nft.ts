import { ErrorCode, type CursorPage, type OwnedNft, type StakedNft } from "../../src/api/wire";
import { db } from "../db/holderDb";
import type { UserRow } from "../db/accounts";
import { ServiceError } from "./errors";
import { locksOf, tokensOf, tokenUri, type ChainLock } from "./nftChain";
import { memoryPage, type PageQuery } from "./paging";
import { activeStakes, stakeFromLock, syncStakes } from "./stakeLocks";

/** The user's NFTs that are not staked, read from the chain (the chain, not the backend, knows ownership). */
export async function ownNfts(user: UserRow): Promise<OwnedNft[]> {
  const tokens = await tokensOf(user.address);
  return tokens.filter((t) => !t.staked).map((t) => ({ tokenId: t.tokenId, uri: t.uri }));
}

/**
 * GET /api/n_f_t/stake/record: the NFTs the chain shows the user has staked (`locks`, what the handler's
 * `syncStakes` reconciled the records with), highest token id first, each marked `recorded` or not — a lock the
 * backend has not recorded yet (the stake's POST never arrived) is listed too, and earns once recorded. Paged by
 * `page` (docs/product.md#constants), or by `cursor` = the token id of the last entry shown. When the chain could not
 * be read (`locks` null), the recorded stakes are listed.
 */
export async function stakeRecord(
  userId: number,
  locks: ChainLock[] | null,
  query: PageQuery,
): Promise<CursorPage<StakedNft>> {
  const recorded = new Map((await activeStakes(userId)).map((s) => [s.tokenId, s]));
  const ids = locks ? locks.map((l) => l.tokenId) : [...recorded.keys()];
  ids.sort((a, b) => b - a);
  const page = memoryPage(ids, (id) => id, query);
  const list = await Promise.all(
    page.list.map(async (id): Promise<StakedNft> => {
      const row = recorded.get(id);
      return row
        ? { token_id: id, uri: row.uri, recorded: true }
        : { token_id: id, uri: await tokenUri(id), recorded: false };
    }),
  );
  return { ...page, list };
}

/**
 * POST /api/n_f_t/staked/{count}: records `tokenIds` as staked by `user` once the chain shows each of them owned by
 * the user and locked; each record starts at the lock's `stakedAt`. `count` must match the list. Nothing is recorded
 * unless every token passes.
 */
export async function recordStake(user: UserRow, count: number, rawIds: unknown): Promise<StakedNft[]> {
  const ids = Array.isArray(rawIds) ? rawIds : [];
  if (!Number.isInteger(count) || count < 1 || ids.length !== count) {
    throw new ServiceError(ErrorCode.nftCountMismatch, "nftCountMismatch");
  }
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0) || new Set(ids).size !== ids.length) {
    throw new ServiceError(ErrorCode.badRequest, "nftIdsInvalid");
  }
  // Both reads at once: on a slow node the check costs the longer of the two, not their sum.
  const [tokens, chainLocks] = await Promise.all([tokensOf(user.address), locksOf(user.address)]);
  const onChain = new Map(tokens.map((t) => [t.tokenId, t]));
  const locks = new Map(chainLocks.map((l): [number, ChainLock] => [l.tokenId, l]));
  for (const id of ids as number[]) {
    if (!onChain.has(id)) throw new ServiceError(ErrorCode.nftNotOwned, "nftNotOwned", { id: String(id) });
    if (!locks.has(id)) throw new ServiceError(ErrorCode.nftNotStaked, "nftNotStaked", { id: String(id) });
  }
  // Records of earlier locks of these tokens (this user's, or a former owner's never looked at since) end first.
  const stale = await db.stakes
    .where("tokenId")
    .anyOf(ids)
    .filter((s) => s.status === "staked")
    .toArray();
  for (const userId of new Set(stale.map((s) => s.userId))) {
    const owner = await db.users.get(userId);
    if (owner) await syncStakes(owner);
  }
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
    const rows = (ids as number[]).map((id) => stakeFromLock(user.id!, locks.get(id)!, onChain.get(id)!.uri));
    await db.stakes.bulkAdd(rows);
    return rows.map((r) => ({ token_id: r.tokenId, uri: r.uri, recorded: true }));
  });
}
