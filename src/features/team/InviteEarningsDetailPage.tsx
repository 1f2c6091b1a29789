import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getInviteEarnings } from "../../api/team";
import type { ReferralReward } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { Tabs } from "../../components/Tabs";
import { keys } from "../../api/queryKeys";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ListRow } from "../../components/ListRow";
import "../../components/HoldingsPage.css";

type Kind = "direct" | "team";

function RewardRow({ reward }: { reward: ReferralReward }) {
  const { t } = useTranslation();
  return (
    <ListRow
      title={t(`team.reward.${reward.kind}`)}
      lines={[
        t("team.from", { address: reward.from_address }),
        <DateTime key="time" ms={reward.created_at} />,
      ]}
      side={[
        <Amount
          key="amount"
          className="record-amount"
          value={reward.amount}
          coin={reward.coin_name}
          signed
        />,
      ]}
    />
  );
}

function Earnings({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  return (
    <PullToRefreshList<ReferralReward>
      label={kind === "direct" ? t("team.tabDirect") : t("team.tabTeam")}
      queryKey={keys.teamEarnings(kind)}
      fetchPage={(query) => getInviteEarnings(kind, query)}
      itemKey={(r) => r.id}
      className="record-list"
      renderItem={(r) => <RewardRow reward={r} />}
    />
  );
}

/** /inviteEarningsDetail: referral earnings from direct referrals and from the team. */
export default function InviteEarningsDetailPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Kind>("direct");
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.inviteEarningsDetail" />
      <Tabs
        label={t("team.earningsTabs")}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: "direct", label: t("team.tabDirect") },
          { key: "team", label: t("team.tabTeam") },
        ]}
      >
        <Earnings key={tab} kind={tab} />
      </Tabs>
    </section>
  );
}
