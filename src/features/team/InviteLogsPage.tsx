import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getInvites } from "../../api/team";
import type { TeamMember } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { cursorLoader } from "../../api/cursorLoader";
import { MemberRow } from "./MemberRow";
import "../../components/HoldingsPage.css";

/** Team figures are in USDT (docs/business-rules-nodes-nft-team.md). */
export const TEAM_COIN = "USDT";

/** /inviteLogs: the user's direct referrals, newest first. */
export default function InviteLogsPage() {
  const { t } = useTranslation();
  const load = useMemo(() => cursorLoader(getInvites), []);
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.inviteLogs" />
      <PullToRefreshList<TeamMember>
        label={t("routes.inviteLogs")}
        load={load}
        itemKey={(m) => m.id}
        className="record-list"
        renderItem={(m) => <MemberRow member={m} coin={TEAM_COIN} />}
      />
    </section>
  );
}
