import { useTranslation } from "react-i18next";
import { getTeam } from "../../api/team";
import type { TeamMember } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { keys } from "../../api/queryKeys";
import { TEAM_COIN } from "./InviteLogsPage";
import { MemberRow } from "./MemberRow";
import "../../components/HoldingsPage.css";

/** /teamLogs: everyone below the user, every level, newest first. */
export default function TeamLogsPage() {
  const { t } = useTranslation();
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.teamLogs" />
      <PullToRefreshList<TeamMember>
        label={t("routes.teamLogs")}
        queryKey={[...keys.team, "members"]}
        fetchPage={getTeam}
        itemKey={(m) => m.id}
        className="record-list"
        renderItem={(m) => <MemberRow member={m} coin={TEAM_COIN} />}
      />
    </section>
  );
}
