import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";
import { detailQuery } from "./resultQuery";
import { pageParams } from "./pageParams";
import type {
  CursorQuery,
  ClaimResult,
  CursorPage,
  IncomeRecord,
  StakeConfig,
  StakeDetail,
  StakeIncome,
} from "./wire";

/**
 * Stake details and income (docs/product.md#api-calls, docs/business-rules-nodes-nft-team.md#stake-income). Income is
 * paid in coin 3 ("releasing").
 */

/** The "1 NFT : {number}" ratio (`daily_reward`), the reward period and the 24 h release (no login needed). */
export function getStakeConfig(): Promise<StakeConfig> {
  return api.get("/api/n_f_t/stake/config");
}

/** One staked NFT by its token id. */
export function getStakeDetail(tokenId: number): Promise<StakeDetail> {
  return api.get("/api/n_f_t/stake/detail/{id}", undefined, { pathParams: { id: tokenId } });
}

export function getStakeIncome(): Promise<StakeIncome> {
  return api.get("/api/n_f_t/stake/income");
}

export const stakeConfigQuery = queryOptions({ queryKey: keys.stakeConfig, queryFn: getStakeConfig });
export const stakeIncomeQuery = queryOptions({ queryKey: keys.incomeSummary, queryFn: getStakeIncome });
export const stakeDetailQuery = (tokenId: number) =>
  detailQuery(keys.stakeDetail(tokenId), () => getStakeDetail(tokenId));

export function getIncomeRecords(query: CursorQuery = {}): Promise<CursorPage<IncomeRecord>> {
  return api.get("/api/n_f_t/stake/income/record", pageParams(query));
}

/** Receives every available income ("receive success"); refused with 10901 when nothing is available. */
export function receiveReward(requestId: string): Promise<ClaimResult> {
  return api.post("/api/n_f_t/reward", { params: { request_id: requestId } }, undefined, {
    idempotent: true,
  });
}
