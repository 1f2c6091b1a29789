import { route } from "./route";
import { clock } from "../clock";
import { readPageQuery } from "../services/input";
import { settleDue } from "../services/settleDue";
import { requestWithdrawal, withdrawLogs } from "../services/withdraw";
import { readJson, requireUser } from "./http";

export const withdrawHandlers = [
  route.post("/api/exchange/withdraw", async ({ request }) => {
    const user = await requireUser(request);
    return requestWithdrawal(user, await readJson(request));
  }),
  route.get("/api/user/withdraw/logs", async ({ request }) => {
    const user = await requireUser(request);
    const page = readPageQuery(request);
    await settleDue(clock.now());
    return withdrawLogs(user.id!, page);
  }),
];
