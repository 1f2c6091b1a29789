import { route } from "./route";
import { readPageQuery } from "../services/input";
import { requestWithdrawal, withdrawLogs } from "../services/withdraw";
import { readJson, requireUser } from "./http";

export const withdrawHandlers = [
  route.post("/api/exchange/withdraw", async ({ request }) => {
    const user = await requireUser(request);
    return requestWithdrawal(user, await readJson(request));
  }),
  route.get("/api/user/withdraw/logs", async ({ request }) => {
    const user = await requireUser(request);
    return withdrawLogs(user.id!, readPageQuery(request));
  }),
];
