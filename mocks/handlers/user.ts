import { route } from "./route";
import { clock } from "../clock";
import { settleDue } from "../services/settleDue";
import { bindInvite, toUserInfo } from "../services/user";
import { readJson, requireUser } from "./http";

export const userHandlers = [
  route.get("/api/user/info", async ({ request }) => {
    const user = await requireUser(request);
    await settleDue(clock.now());
    return toUserInfo(user);
  }),
  route.post("/api/bind/invite", async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    await bindInvite(user.id!, body.invite_code);
    return null;
  }),
];
