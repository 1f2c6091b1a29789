import { api } from "./client";
import type { OwnedNft, PageOf, PageParams, StakedNft } from "./wire";

export function getOwnNfts(): Promise<OwnedNft[]> {
  return api.get<OwnedNft[]>("/api/n_f_t/own");
}

export function getStakeRecord(params: PageParams): Promise<PageOf<StakedNft>> {
  return api.get<PageOf<StakedNft>>("/api/n_f_t/stake/record", { page: params.page, count: params.count });
}
