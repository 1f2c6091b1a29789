import { http } from "msw";
import { kline, publicCoins } from "../services/market";
import { handle, query } from "./http";

/** Public market data: no login needed. */
export const marketHandlers = [
  http.get(
    "*/api/public/coins",
    handle(async () => publicCoins()),
  ),
  http.get(
    "*/api/public/kline",
    handle(async ({ request }) =>
      kline(query(request, "coin_id"), query(request, "interval"), query(request, "limit")),
    ),
  ),
];
