import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { getInviteEarnings } from "../../api/team";
import type { ReferralReward } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { Tabs } from "../../components/Tabs";
import { cursorLoader } from "../../api/cursorLoader";
import { useFormat } from "../../lib/useFormat";
import { Amount } from "../../components/Amount";

type Kind = "direct" | "team";

function RewardRow({ reward }: { reward: ReferralReward }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="record-row">
      <span className="record-main">
        <span className="record-title">{t(`team.reward.${reward.kind}`)}</span>
        <span className="record-sub">{t("team.from", { address: reward.from_address })}</span>
        <span className="record-sub">{f.dateTime(reward.created_at)}</span>
      </span>
      <span className="record-side">
        <Amount className="record-amount" value={reward.amount} coin={reward.coin_name} signed />
      </span>
    </div>
  );
}

function Earnings({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const load = useMemo(() => cursorLoader((query) => getInviteEarnings(kind, query)), [kind]);
  return (
    <PullToRefreshList<ReferralReward>
      label={kind === "direct" ? t("team.tabDirect") : t("team.tabTeam")}
      load={load}
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
