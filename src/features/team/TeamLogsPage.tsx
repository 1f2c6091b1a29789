import { keys } from "../../api/queryKeys";
import { getTeam } from "../../api/team";
import { MembersPage } from "./MembersPage";

/** /teamLogs: everyone below the user, every level, newest first. */
export default function TeamLogsPage() {
  return <MembersPage titleKey="routes.teamLogs" queryKey={keys.teamMembers} fetchPage={getTeam} />;
}
