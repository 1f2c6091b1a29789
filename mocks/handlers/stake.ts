import { route } from "./route";
import { claimIncome, incomeRecords, stakeConfig, stakeDetail, stakeIncome } from "../services/income";
import { readPageQuery } from "../services/input";
import { param, readJson, requireUser, wrappedParams } from "./http";

export const stakeHandlers = [
  route.get("/api/n_f_t/stake/config", async () => stakeConfig()),
  route.get("/api/n_f_t/stake/detail/{id}", async (ctx) =>
    stakeDetail(await requireUser(ctx.request), param(ctx, "id")),
  ),
  route.get("/api/n_f_t/stake/income", async ({ request }) => stakeIncome(await requireUser(request))),
  route.get("/api/n_f_t/stake/income/record", async ({ request }) => {
    const user = await requireUser(request);
    return incomeRecords(user, readPageQuery(request));
  }),
  route.post("/api/n_f_t/reward", async ({ request }) => {
    const user = await requireUser(request);
    return claimIncome(user, wrappedParams(await readJson(request)));
  }),
];
