import { route } from "./route";
import { bindInvite, toUserInfo } from "../services/user";
import { readJson, requireUser } from "./http";

export const userHandlers = [
  route.get("/api/user/info", async ({ request }) => toUserInfo(await requireUser(request))),
  route.post("/api/bind/invite", async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    await bindInvite(user.id!, body.invite_code);
    return null;
  }),
];
