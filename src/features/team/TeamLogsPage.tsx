import { getTeam } from "../../api/team";
import type { TeamMember } from "../../api/wire";
import { RecordsPage } from "../../components/RecordsPage";
import { keys } from "../../api/queryKeys";
import { TEAM_COIN } from "./InviteLogsPage";
import { MemberRow } from "./MemberRow";
import "../../components/HoldingsPage.css";

/** /teamLogs: everyone below the user, every level, newest first. */
export default function TeamLogsPage() {
  return (
    <RecordsPage<TeamMember>
      titleKey="routes.teamLogs"
      area="holdings"
      queryKey={keys.teamMembers}
      fetchPage={getTeam}
      itemKey={(m) => m.id}
      renderItem={(m) => <MemberRow member={m} coin={TEAM_COIN} />}
    />
  );
}
