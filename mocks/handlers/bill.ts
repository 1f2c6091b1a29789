import { http } from "msw";
import { billLogs, changeTypes } from "../services/bill";
import { readPageQuery } from "../services/input";
import { handle, requireUser } from "./http";

export const billHandlers = [
  http.get(
    "*/api/public/coin/logs/type",
    handle(async () => changeTypes()),
  ),
  http.get(
    "*/api/user/coin_logs",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return billLogs(user.id!, new URL(request.url).searchParams, readPageQuery(request));
    }),
  ),
];
