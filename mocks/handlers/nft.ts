import { route } from "./route";
import { readPageQuery } from "../services/input";
import { ownNfts, recordStake, stakeRecord } from "../services/nft";
import { param, readJson, requireUser, wrappedParams } from "./http";

export const nftHandlers = [
  route.get("/api/n_f_t/own", async ({ request }) => ownNfts(await requireUser(request))),
  route.get("/api/n_f_t/stake/record", async ({ request }) => {
    const user = await requireUser(request);
    return stakeRecord(user, readPageQuery(request));
  }),
  route.post("/api/n_f_t/staked/{count}", async (ctx) => {
    const user = await requireUser(ctx.request);
    const body = wrappedParams(await readJson(ctx.request));
    return recordStake(user, Number(param(ctx, "count")), body.token_ids);
  }),
];
