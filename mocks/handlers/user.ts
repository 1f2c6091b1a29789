import { http } from "msw";
import { bindInvite, toUserInfo } from "../services/user";
import { handle, readJson, requireUser } from "./http";

export const userHandlers = [
  http.get(
    "*/api/user/info",
    handle(async ({ request }) => toUserInfo(await requireUser(request))),
  ),
  http.post(
    "*/api/bind/invite",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const body = await readJson(request);
      await bindInvite(user.id!, body.invite_code);
      return null;
    }),
  ),
];
