import { route } from "./route";
import { clock } from "../clock";
import { readPageQuery } from "../services/input";
import { depositAddress, rechargeLogs, rechargeProtocols, simulateDeposit } from "../services/recharge";
import { settleDue } from "../services/settleDue";
import { withdrawProtocols } from "../services/withdraw";
import { query, readJson, requireUser } from "./http";

export const rechargeHandlers = [
  route.get("/api/user/coin_protocol", async ({ request }) => {
    await requireUser(request);
    return query(request, "type") === "withdraw" ? withdrawProtocols() : rechargeProtocols();
  }),
  route.get("/api/user/coin_address", async ({ request }) => {
    await requireUser(request);
    return depositAddress(query(request, "coin_id"), query(request, "channel"));
  }),
  route.get("/api/user/recharge/logs", async ({ request }) => {
    const user = await requireUser(request);
    const page = readPageQuery(request);
    await settleDue(clock.now());
    return rechargeLogs(user.id!, page);
  }),
];

/**
 * Demo only (`demoHandlers`): stands in for a deposit arriving on chain. A real backend credits what its chain watcher
 * sees, so `npm run api` does not answer it: there it would be free money.
 */
export const rechargeDemoHandlers = [
  route.post("/api/user/recharge/simulate", async ({ request }) => {
    const user = await requireUser(request);
    return simulateDeposit(user, await readJson(request));
  }),
];
