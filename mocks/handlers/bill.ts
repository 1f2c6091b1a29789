import { route } from "./route";
import { clock } from "../clock";
import { billLogs, changeTypes, readBillFilter } from "../services/bill";
import { readPageQuery } from "../services/input";
import { settleDue } from "../services/settleDue";
import { requireUser } from "./http";

export const billHandlers = [
  route.get("/api/public/coin/logs/type", async () => changeTypes()),
  route.get("/api/user/coin_logs", async ({ request }) => {
    const user = await requireUser(request);
    const page = readPageQuery(request);
    const filter = readBillFilter(new URL(request.url).searchParams);
    await settleDue(clock.now());
    return billLogs(user.id!, filter, page);
  }),
];
