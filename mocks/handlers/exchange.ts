import { route } from "./route";
import { coinPairs, exchange, exchangeCoins, exchangeConfig } from "../services/exchange";
import { readPageQuery } from "../services/input";
import { exchangeLogs } from "../services/exchangeLogs";
import { readJson, requireUser } from "./http";

export const exchangeHandlers = [
  route.get("/api/exchange/coins", async () => exchangeCoins()),
  route.get("/api/exchange/coin_pair", async () => coinPairs()),
  route.get("/api/exchange/config", async () => exchangeConfig()),
  route.post("/api/exchange/exchange", async ({ request }) => {
    const user = await requireUser(request);
    return exchange(user, await readJson(request));
  }),
  route.get("/api/exchange/exchange/logs", async ({ request }) => {
    const user = await requireUser(request);
    return exchangeLogs(user.id!, readPageQuery(request));
  }),
];
