import { getInvites } from "../../api/team";
import type { TeamMember } from "../../api/wire";
import { RecordsPage } from "../../components/RecordsPage";
import { keys } from "../../api/queryKeys";
import { MemberRow } from "./MemberRow";
import "../../components/HoldingsPage.css";

/** Team figures are in USDT (docs/business-rules-nodes-nft-team.md). */
export const TEAM_COIN = "USDT";

/** /inviteLogs: the user's direct referrals, newest first. */
export default function InviteLogsPage() {
  return (
    <RecordsPage<TeamMember>
      titleKey="routes.inviteLogs"
      area="holdings"
      queryKey={keys.teamInvites}
      fetchPage={getInvites}
      itemKey={(m) => m.id}
      renderItem={(m) => <MemberRow member={m} coin={TEAM_COIN} />}
    />
  );
}
