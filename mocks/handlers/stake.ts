import { http } from "msw";
import { claimIncome, incomeRecords, stakeConfig, stakeDetail, stakeIncome } from "../services/income";
import { readPageQuery } from "../services/input";
import { handle, param, readJson, requireUser, wrappedParams } from "./http";

export const stakeHandlers = [
  http.get(
    "*/api/n_f_t/stake/config",
    handle(async () => stakeConfig()),
  ),
  http.get(
    "*/api/n_f_t/stake/detail/:id",
    handle(async (ctx) => stakeDetail(await requireUser(ctx.request), param(ctx, "id"))),
  ),
  http.get(
    "*/api/n_f_t/stake/income",
    handle(async ({ request }) => stakeIncome(await requireUser(request))),
  ),
  http.get(
    "*/api/n_f_t/stake/income/record",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return incomeRecords(user, readPageQuery(request));
    }),
  ),
  http.post(
    "*/api/n_f_t/reward",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return claimIncome(user, wrappedParams(await readJson(request)));
    }),
  ),
];
