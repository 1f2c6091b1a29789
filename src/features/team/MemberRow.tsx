import { useTranslation } from "react-i18next";
import type { TeamMember } from "../../api/wire";
import { Badge } from "../../components/Badge";
import { useFormat } from "../../lib/useFormat";
import { Amount } from "../../components/Amount";
import { ListRow } from "../../components/ListRow";

/** One team member: masked address, level, node, join date, own and branch performance. */
export function MemberRow({ member, coin }: { member: TeamMember; coin: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ListRow
      title={member.hide_address}
      mono
      lines={[
        <>
          {t("team.level", { level: member.level })}
          {member.node_type > 0 && (
            <>
              {" "}
              <Badge tone="accent">{t(`node.type${member.node_type}`)}</Badge>
            </>
          )}
        </>,
        t("team.joined", { time: f.dateTime(member.joined_at) }),
      ]}
      side={[
        <span key="label" className="record-sub">
          {t("team.performance")}
        </span>,
        <Amount key="amount" className="record-amount" value={member.performance} coin={coin} />,
        <span key="branch" className="record-sub">
          {t("team.branch", { amount: f.amount(member.branch_performance), coin })}
        </span>,
      ]}
    />
  );
}
