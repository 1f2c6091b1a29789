import { api } from "./client";
import type { BindInviteBody, UserInfo } from "./wire";

export function getUserInfo(): Promise<UserInfo> {
  return api.get("/api/user/info");
}

export function bindInvite(inviteCode: string): Promise<null> {
  const body: BindInviteBody = { invite_code: inviteCode };
  return api.post("/api/bind/invite", body);
}
