import { route } from "./route";
import { kline, publicCoins } from "../services/market";
import { query } from "./http";

/** Public market data: no login needed. */
export const marketHandlers = [
  route.get("/api/public/coins", async () => publicCoins()),
  route.get("/api/public/kline", async ({ request }) =>
    kline(query(request, "coin_id"), query(request, "interval"), query(request, "limit")),
  ),
];
