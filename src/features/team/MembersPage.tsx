import type { TeamMember } from "../../api/wire";
import type { PullToRefreshListProps } from "../../components/PullToRefreshList";
import { RecordsPage } from "../../components/RecordsPage";
import { MemberRow } from "./MemberRow";
import "../../components/HoldingsPage.css";

/** Team figures are in USDT (docs/business-rules-nodes-nft-team.md). */
export const TEAM_COIN = "USDT";

/** A list of members, newest first: the user's direct referrals (/inviteLogs) or the whole team (/teamLogs). */
export function MembersPage(
  list: Pick<PullToRefreshListProps<TeamMember>, "queryKey" | "fetchPage"> & { titleKey: string },
) {
  return (
    <RecordsPage<TeamMember>
      {...list}
      area="holdings"
      itemKey={(m) => m.id}
      renderItem={(m) => <MemberRow member={m} coin={TEAM_COIN} />}
    />
  );
}
