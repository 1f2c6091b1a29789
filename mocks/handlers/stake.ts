import { route } from "./route";
import {
  claimIncome,
  incomeRecords,
  latestStakeOf,
  stakeConfig,
  stakeDetail,
  stakeIncome,
} from "../services/income";
import { readPageQuery } from "../services/input";
import { settleStakes } from "../services/stakeLocks";
import { param, readJson, requireUser, wrappedParams } from "./http";

export const stakeHandlers = [
  route.get("/api/n_f_t/stake/config", async () => stakeConfig()),
  route.get("/api/n_f_t/stake/detail/{id}", async (ctx) => {
    const user = await requireUser(ctx.request);
    const id = param(ctx, "id");
    // A token the caller never staked is refused before the chain is asked about the caller's stakes.
    await latestStakeOf(user.id!, id);
    const now = await settleStakes(user);
    return stakeDetail(user.id!, id, now);
  }),
  route.get("/api/n_f_t/stake/income", async ({ request }) => {
    const user = await requireUser(request);
    const now = await settleStakes(user);
    return stakeIncome(user.id!, now);
  }),
  route.get("/api/n_f_t/stake/income/record", async ({ request }) => {
    const user = await requireUser(request);
    const page = readPageQuery(request);
    const now = await settleStakes(user);
    return incomeRecords(user.id!, page, now);
  }),
  route.post("/api/n_f_t/reward", async ({ request }) => {
    const user = await requireUser(request);
    return claimIncome(user, wrappedParams(await readJson(request)));
  }),
];
