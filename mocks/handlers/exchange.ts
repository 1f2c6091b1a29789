import { http } from "msw";
import { coinPairs, exchange, exchangeCoins, exchangeConfig } from "../services/exchange";
import { readPageQuery } from "../services/input";
import { exchangeLogs } from "../services/exchangeLogs";
import { handle, readJson, requireUser } from "./http";

export const exchangeHandlers = [
  http.get(
    "*/api/exchange/coins",
    handle(async () => exchangeCoins()),
  ),
  http.get(
    "*/api/exchange/coin_pair",
    handle(async () => coinPairs()),
  ),
  http.get(
    "*/api/exchange/config",
    handle(async () => exchangeConfig()),
  ),
  http.post(
    "*/api/exchange/exchange",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return exchange(user, await readJson(request));
    }),
  ),
  http.get(
    "*/api/exchange/exchange/logs",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return exchangeLogs(user.id!, readPageQuery(request));
    }),
  ),
];
