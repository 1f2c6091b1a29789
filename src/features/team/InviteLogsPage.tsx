import { useTranslation } from "react-i18next";
import { getInvites } from "../../api/team";
import type { TeamMember } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { keys } from "../../api/queryKeys";
import { MemberRow } from "./MemberRow";
import "../../components/HoldingsPage.css";

/** Team figures are in USDT (docs/business-rules-nodes-nft-team.md). */
export const TEAM_COIN = "USDT";

/** /inviteLogs: the user's direct referrals, newest first. */
export default function InviteLogsPage() {
  const { t } = useTranslation();
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.inviteLogs" />
      <PullToRefreshList<TeamMember>
        label={t("routes.inviteLogs")}
        queryKey={[...keys.team, "invites"]}
        fetchPage={getInvites}
        itemKey={(m) => m.id}
        className="record-list"
        renderItem={(m) => <MemberRow member={m} coin={TEAM_COIN} />}
      />
    </section>
  );
}
