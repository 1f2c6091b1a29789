import { route } from "./route";
import { readPageQuery } from "../services/input";
import { referralEarnings, teamInfo, teamMembers } from "../services/team";
import { query, requireUser } from "./http";

export const teamHandlers = [
  route.get("/api/user_team/info", async ({ request }) => teamInfo(await requireUser(request))),
  route.get("/api/user_team/invite", async ({ request }) => {
    const user = await requireUser(request);
    return teamMembers(user.id!, true, readPageQuery(request));
  }),
  route.get("/api/user_team/team", async ({ request }) => {
    const user = await requireUser(request);
    return teamMembers(user.id!, false, readPageQuery(request));
  }),
  route.get("/api/user_team/invite-earnings", async ({ request }) => {
    const user = await requireUser(request);
    return referralEarnings(user.id!, query(request, "kind"), readPageQuery(request));
  }),
];
