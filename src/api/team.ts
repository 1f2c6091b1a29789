import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { keys } from "./queryKeys";
import { pageParams } from "./pageParams";
import type { CursorQuery, CursorPage, ReferralReward, TeamInfo, TeamMember } from "./wire";

/** The invite tree (docs/product.md#api-calls): the caller's team, performance and referral earnings (USDT). */

export function getTeamInfo(): Promise<TeamInfo> {
  return api.get("/api/user_team/info");
}

export const teamInfoQuery = queryOptions({ queryKey: keys.teamInfo, queryFn: getTeamInfo });

/** Direct referrals (level 1), newest first. */
export function getInvites(query: CursorQuery = {}): Promise<CursorPage<TeamMember>> {
  return api.get("/api/user_team/invite", pageParams(query));
}

/** The whole team, every level, newest first. */
export function getTeam(query: CursorQuery = {}): Promise<CursorPage<TeamMember>> {
  return api.get("/api/user_team/team", pageParams(query));
}

/** "direct": invite rewards; "team": team, same-level and new-performance rewards. */
export function getInviteEarnings(
  kind: "direct" | "team",
  query: CursorQuery = {},
): Promise<CursorPage<ReferralReward>> {
  return api.get("/api/user_team/invite-earnings", {
    kind,
    ...pageParams(query),
  });
}
