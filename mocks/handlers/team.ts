import { http } from "msw";
import { readPageQuery } from "../services/input";
import { referralEarnings, teamInfo, teamMembers } from "../services/team";
import { handle, query, requireUser } from "./http";

export const teamHandlers = [
  http.get(
    "*/api/user_team/info",
    handle(async ({ request }) => teamInfo(await requireUser(request))),
  ),
  http.get(
    "*/api/user_team/invite",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return teamMembers(user.id!, true, readPageQuery(request));
    }),
  ),
  http.get(
    "*/api/user_team/team",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return teamMembers(user.id!, false, readPageQuery(request));
    }),
  ),
  http.get(
    "*/api/user_team/invite-earnings",
    handle(async ({ request }) => {
      const user = await requireUser(request);
      return referralEarnings(user.id!, query(request, "kind"), readPageQuery(request));
    }),
  ),
];
