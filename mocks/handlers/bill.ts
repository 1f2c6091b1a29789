import { route } from "./route";
import { billLogs, changeTypes } from "../services/bill";
import { readPageQuery } from "../services/input";
import { requireUser } from "./http";

export const billHandlers = [
  route.get("/api/public/coin/logs/type", async () => changeTypes()),
  route.get("/api/user/coin_logs", async ({ request }) => {
    const user = await requireUser(request);
    return billLogs(user.id!, new URL(request.url).searchParams, readPageQuery(request));
  }),
];
