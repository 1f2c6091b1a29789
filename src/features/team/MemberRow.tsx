import { useTranslation } from "react-i18next";
import type { TeamMember } from "../../api/wire";
import { Badge } from "../../components/Badge";
import { useFormat } from "../../lib/useFormat";
import { Amount } from "../../components/Amount";

/** One team member: masked address, level, node, join date, own and branch performance. */
export function MemberRow({ member, coin }: { member: TeamMember; coin: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="record-row">
      <span className="record-main">
        <span className="record-title mono">{member.hide_address}</span>
        <span className="record-sub">
          {t("team.level", { level: member.level })}
          {member.node_type > 0 && (
            <>
              {" "}
              <Badge tone="accent">{t(`node.type${member.node_type}`)}</Badge>
            </>
          )}
        </span>
        <span className="record-sub">{t("team.joined", { time: f.dateTime(member.joined_at) })}</span>
      </span>
      <span className="record-side">
        <span className="record-sub">{t("team.performance")}</span>
        <Amount className="record-amount" value={member.performance} coin={coin} />
        <span className="record-sub">
          {t("team.branch", { amount: f.amount(member.branch_performance), coin })}
        </span>
      </span>
    </div>
  );
}
