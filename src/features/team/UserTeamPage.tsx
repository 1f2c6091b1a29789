import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { teamInfoQuery } from "../../api/team";
import { LinkButtons } from "../../components/LinkButtons";
import { Icon } from "../../components/Icon";
import { InfoList, StatGrid } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { Address } from "../../components/Address";
import { QrCode } from "../../components/QrCode";
import { PageHeader } from "../../components/PageHeader";
import { copyText } from "../../lib/clipboard";
import { useFormat } from "../../lib/useFormat";
import { toast } from "../../state/ui";
import { InviteShare } from "./InviteShare";
import "../../components/HeroCard.css";
import "../../components/HoldingsPage.css";
import "./UserTeamPage.css";

/** The link a friend opens: the app's home with the invite code (docs/product.md#before-each-navigation saves it). */
export function shareLink(code: string): string {
  return `${location.origin}${location.pathname}#/home?invite_code=${encodeURIComponent(code)}`;
}

/** /userTeam: invite code and link, inviter, team counts, performance and referral rewards. */
export default function UserTeamPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const info = useQuery(teamInfoQuery);

  const copy = async (text: string) => {
    if (await copyText(text)) toast(t("toast.copySuccess"));
  };

  if (info.status !== "success")
    return (
      <section className="page holdings">
        <PageHeader titleKey="routes.userTeam" />
        <LoadState query={info} />
      </section>
    );
  const d = info.data;
  const link = shareLink(d.invite_code);
  const usdt = (text: string) => f.money(text, d.coin_name);
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.userTeam" />
      <div className="hero-surface hero-figure">
        <p className="muted small">{t("team.myCode")}</p>
        <div className="code-line">
          <span className="invite-big mono">{d.invite_code}</span>
          <button
            type="button"
            className="icon-button small"
            onClick={() => void copy(d.invite_code)}
            aria-label={t("team.copyCode")}
          >
            <Icon name="copy" />
          </button>
        </div>
        <div className="qr-frame">
          <QrCode value={link} size={156} label={t("team.qrLabel")} />
        </div>
        <p className="muted small">{t("team.shareLink")}</p>
        <p className="share-link mono" data-testid="share-link">
          {link}
        </p>
        <InviteShare code={d.invite_code} link={link} />
      </div>
      <div className="card">
        <InfoList
          items={[
            {
              label: t("team.parent"),
              value: d.parent_address ? (
                <Address value={d.parent_address} copyLabel={t("team.parent")} />
              ) : (
                t("team.noParent")
              ),
            },
          ]}
        />
      </div>
      <StatGrid
        label={t("team.counts")}
        items={[
          { label: t("team.direct"), value: f.count(d.direct_count), strong: true },
          { label: t("team.teamCount"), value: f.count(d.team_count), strong: true },
          { label: t("team.teamStaked"), value: f.count(d.team_staked) },
          { label: t("team.yesterdayStake"), value: f.count(d.yesterday_new_stake) },
        ]}
      />
      <h2 className="section-title">{t("team.performanceTitle")}</h2>
      <div className="card">
        <InfoList
          items={[
            { label: t("team.myPerformance"), value: usdt(d.my_performance) },
            { label: t("team.teamPerformance"), value: usdt(d.team_performance), strong: true },
            { label: t("team.bigArea"), value: usdt(d.big_area) },
            { label: t("team.smallArea"), value: usdt(d.small_area) },
          ]}
        />
      </div>
      <h2 className="section-title">{t("team.rewardsTitle")}</h2>
      <div className="card">
        <InfoList
          items={[
            { label: t("team.reward.invite"), value: usdt(d.rewards.invite) },
            { label: t("team.reward.team"), value: usdt(d.rewards.team) },
            { label: t("team.reward.same_level"), value: usdt(d.rewards.same_level) },
            { label: t("team.reward.new_performance"), value: usdt(d.rewards.new_performance) },
            { label: t("team.reward.total"), value: usdt(d.rewards.total), strong: true },
          ]}
        />
      </div>
      <LinkButtons
        layout="grid"
        links={(["/inviteLogs", "/teamLogs", "/inviteEarningsDetail"] as const).map((to) => ({
          to,
          label: t(`routes.${to.slice(1)}`),
        }))}
      />
    </section>
  );
}
