import { route } from "./route";
import { readPageQuery } from "../services/input";
import { settlePendingMints } from "../services/mintSettlement";
import { ownNfts, recordStake, stakeRecord } from "../services/nft";
import { syncStakes } from "../services/stakeLocks";
import { param, readJson, requireUser, wrappedParams } from "./http";

export const nftHandlers = [
  route.get("/api/n_f_t/own", async ({ request }) => {
    const user = await requireUser(request);
    await settlePendingMints(user.id!);
    return ownNfts(user);
  }),
  route.get("/api/n_f_t/stake/record", async ({ request }) => {
    const user = await requireUser(request);
    const page = readPageQuery(request);
    const locks = await syncStakes(user);
    return stakeRecord(user.id!, locks, page);
  }),
  route.post("/api/n_f_t/staked/{count}", async (ctx) => {
    const user = await requireUser(ctx.request);
    const body = wrappedParams(await readJson(ctx.request));
    return recordStake(user, Number(param(ctx, "count")), body.token_ids);
  }),
];
