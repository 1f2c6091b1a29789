import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";
import type { CursorPage, OwnedNft, PageParams, StakedNft } from "./wire";

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
export function recordStake(tokenIds: number[]): Promise<StakedNft[]> {
  return api.post(
    "/api/n_f_t/staked/{count}",
    { params: { token_ids: tokenIds } },
    { count: tokenIds.length },
  );
}
