import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { stakeDetailQuery } from "../../api/stake";
import { StatusBadge } from "../../components/StatusBadge";
import { RecordNotFound } from "../../components/RecordNotFound";
import { InfoList } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { NftImage } from "../../components/NftImage";
import { PageHeader } from "../../components/PageHeader";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";
import "../../components/HoldingsPage.css";
import "./StakeDetailPage.css";

/** /stakeDetail?id=<token id>: stake time, days, first and last reward dates, estimated income. */
export default function StakeDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("id");
  const detail = useQuery({ ...stakeDetailQuery(id ?? 0), enabled: id !== null });
  const back = { to: "/stake", label: t("stakePage.back") } as const;
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.stakeDetail" />
      {id === null ? (
        <RecordNotFound back={back} />
      ) : detail.status !== "success" ? (
        <LoadState query={detail} missing={back} />
      ) : (
        <>
          <div className="stake-head">
            <span className="stake-thumb">
              <NftImage
                uri={detail.data.uri}
                tokenId={detail.data.token_id}
                alt={t("panel.nftAlt", { id: detail.data.token_id })}
              />
            </span>
            <div>
              <p className="token-id mono">#{detail.data.token_id}</p>
              <StatusBadge status={detail.data.status === "staked" ? "staked" : "unstaked"} />
            </div>
          </div>
          <div className="card">
            <InfoList
              items={[
                { label: t("stakePage.stakeTime"), value: f.dateTime(detail.data.stake_time) },
                { label: t("stakePage.stakeDays"), value: f.count(detail.data.stake_days) },
                { label: t("stakePage.firstReward"), value: f.dateTime(detail.data.first_reward_at) },
                { label: t("stakePage.rewardEnd"), value: f.dateTime(detail.data.reward_end_at) },
                {
                  label: t("stakePage.dailyReward"),
                  value: f.money(detail.data.daily_reward, detail.data.coin_name),
                },
                {
                  label: t("stakePage.earned"),
                  value: f.money(detail.data.earned, detail.data.coin_name),
                },
                {
                  label: t("stakePage.estimated"),
                  value: f.money(detail.data.estimated_income, detail.data.coin_name),
                  strong: true,
                },
              ]}
            />
          </div>
        </>
      )}
      {detail.status === "success" && (
        <Link to="/stake" className="button secondary">
          {t("stakePage.back")}
        </Link>
      )}
    </section>
  );
}
