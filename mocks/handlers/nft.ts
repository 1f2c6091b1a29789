import { http } from "msw";
import { readPageQuery } from "../services/input";
import { ownNfts, recordStake, stakeRecord } from "../services/nft";
import { handle, param, readJson, requireUser, wrappedParams } from "./http";

export const nftHandlers = [
  http.get(
    "*/api/n_f_t/own",
    handle(async ({ request }) => ownNfts(await requireUser(request))),
  ),
  http.get(
    "*/api/n_f_t/stake/record",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return stakeRecord(user, readPageQuery(request));
    }),
  ),
  http.post(
    "*/api/n_f_t/staked/:count",
    handle(async (ctx) => {
      const user = await requireUser(ctx.request);
      const body = wrappedParams(await readJson(ctx.request));
      return recordStake(user, Number(param(ctx, "count")), body.token_ids);
    }),
  ),
];
