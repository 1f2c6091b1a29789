import { queryOptions } from "@tanstack/react-query";
import { api, ApiError, request } from "./client";
import { keys } from "./queryKeys";
import { ErrorCode, type CursorPage, type OwnedNft, type PageParams, type StakedNft } from "./wire";

export function getOwnNfts(): Promise<OwnedNft[]> {
  return api.get("/api/n_f_t/own");
}

export const ownNftsQuery = queryOptions({ queryKey: keys.ownNfts, queryFn: getOwnNfts });

/** The NFTs staked on chain, highest token id first; `recorded: false` marks a stake the backend has not recorded. */
export function getStakeRecord(params: PageParams): Promise<CursorPage<StakedNft>> {
  return api.get("/api/n_f_t/stake/record", {
    page: params.page,
    count: params.count,
  });
}

/**
 * Records NFTs the user has staked on chain (HolderNFT `stake(uint256[])`, signed in the wallet). The backend
 * checks the chain: every token must be the caller's and locked, and `count` must equal the list.
 */
export function recordStake(
  tokenIds: number[],
  options: { idempotent?: boolean } = {},
): Promise<StakedNft[]> {
  return api.post(
    "/api/n_f_t/staked/{count}",
    { params: { token_ids: tokenIds } },
    { count: tokenIds.length },
    options,
  );
}

/** Staked-list pages read at most when looking for a stake's tokens. */
const LIST_PAGES = 20;

/**
 * `tokenIds` as the staked list shows them, when every one of them is there and recorded; else null. Read quietly:
 * a list that does not come rejects (kind "timeout" or "network") without a word, and is asked for again.
 */
export async function recordedStakes(tokenIds: number[]): Promise<StakedNft[] | null> {
  const found = new Map<number, StakedNft>();
  for (let page = 1; page <= LIST_PAGES; page++) {
    const { list, next_cursor } = await request<CursorPage<StakedNft>>("GET", "/api/n_f_t/stake/record", {
      params: { page, count: 50 },
      quiet: true,
    });
    for (const nft of list) if (tokenIds.includes(nft.token_id) && nft.recorded) found.set(nft.token_id, nft);
    if (found.size === tokenIds.length) return tokenIds.map((id) => found.get(id)!);
    if (next_cursor === null || list.length === 0) break;
  }
  return null;
}

/**
 * Records a mined stake as a money move (src/api/useMoneyMove.ts): recording the same tokens twice changes nothing
 * (the second is refused), so a late answer is asked for again. After a recording that got no answer, that one may
 * have been recorded meanwhile, and then these very tokens are refused as already recorded: the stake is recorded
 * when the staked list shows every one of them recorded. Any other refusal is the move's failure, said by the
 * mutation cache as usual; nothing is said before the list has been read.
 */
export async function recordStakeMove(tokenIds: number[], attempt: { again: boolean }): Promise<StakedNft[]> {
  try {
    return await recordStake(tokenIds, { idempotent: true });
  } catch (error) {
    // Only after a recording that got no answer can "already recorded" mean that one went through.
    const already =
      attempt.again &&
      error instanceof ApiError &&
      error.kind === "business" &&
      error.code === ErrorCode.nftAlreadyRecorded;
    if (!already) throw error;
    const recorded = await recordedStakes(tokenIds).catch((failure: unknown) => {
      // No list either: still unknown, asked again. A list refused: the refusal stands.
      if (failure instanceof ApiError && (failure.kind === "timeout" || failure.kind === "network"))
        throw failure;
      return null;
    });
    if (recorded) return recorded;
    throw error;
  }
}
