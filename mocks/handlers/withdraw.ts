import { http } from "msw";
import { readPageQuery } from "../services/input";
import { requestWithdrawal, withdrawLogs } from "../services/withdraw";
import { handle, readJson, requireUser } from "./http";

export const withdrawHandlers = [
  http.post(
    "*/api/exchange/withdraw",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return requestWithdrawal(user, await readJson(request));
    }),
  ),
  http.get(
    "*/api/user/withdraw/logs",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return withdrawLogs(user.id!, readPageQuery(request));
    }),
  ),
];
