import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { getStakeRecord } from "../../api/nft";
import { keys } from "../../api/queryKeys";
import { stakeConfigQuery } from "../../api/stake";
import { refreshWhilePending } from "../../api/refreshWhilePending";
import type { StakedNft } from "../../api/wire";
import { LinkButtons } from "../../components/LinkButtons";
import { Icon } from "../../components/Icon";
import { NftImage } from "../../components/NftImage";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { RecordStakeButton } from "../../components/RecordStakeButton";
import { StatusBadge } from "../../components/StatusBadge";
import { useFormat } from "../../lib/useFormat";
import { StakeDoneNotice } from "./StakeDoneNotice";
import "../../components/HeroCard.css";
import "../../components/HoldingsPage.css";
import "./StakePage.css";

/** docs/product.md#constants: staked NFTs come 10 a page from page 1. */
const PAGE_SIZE = 10;
const BENEFITS = [1, 2, 3, 4, 5] as const;
/** A stake the chain shows and the backend has not recorded yet is asked for again (decision 0043). */
const refreshEvery = refreshWhilePending((nft: StakedNft) => !nft.recorded);

/** /stake: the "1 NFT : {number}" ratio, the five benefits, a button to choose NFTs and the NFTs staked. */
export default function StakePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const config = useQuery(stakeConfigQuery).data;
  const number = config ? f.amount(config.daily_reward) : "--";
  const coin = config?.coin_name ?? "";
  // The shown number and the one i18next picks the plural form by ("365 дней"): --, before the settings load, reads
  // as many.
  const count = config?.period_days ?? 0;
  const days = config ? f.count(count) : "--";
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.stake" />
      <StakeDoneNotice number={number} coin={coin} />
      <div className="hero-surface hero-figure">
        <p className="ratio">{t("stakePage.ratio", { number, coin })}</p>
        <p className="muted small">{t("stakePage.ratioHint", { count, days })}</p>
      </div>
      <section className="benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section-title">
          {t("stakePage.benefitsTitle")}
        </h2>
        <ol className="list-reset">
          {BENEFITS.map((n) => (
            <li key={n} className="benefit">
              <span className="benefit-number" aria-hidden="true">
                {n}
              </span>
              <span>{t(`stakePage.benefit${n}`, { number, coin, days, count })}</span>
            </li>
          ))}
        </ol>
      </section>
      <Link to="/stake2" className="button block">
        <Icon name="stake" />
        {t("stakePage.choose")}
      </Link>
      <LinkButtons
        links={[
          { to: "/stakeIncome", label: t("routes.stakeIncome") },
          { to: "/stakeLogs", label: t("routes.stakeLogs") },
        ]}
      />
      <h2 className="section-title">{t("stakePage.myStaked")}</h2>
      <PullToRefreshList<StakedNft>
        label={t("stakePage.myStaked")}
        queryKey={keys.stakedNfts}
        fetchPage={getStakeRecord}
        pageSize={PAGE_SIZE}
        refreshEvery={refreshEvery}
        itemKey={(nft) => nft.token_id}
        className="nft-grid"
        renderItem={(nft) =>
          nft.recorded ? (
            <Link
              to="/stakeDetail"
              search={{ id: nft.token_id }}
              className="nft-card nft-link"
              aria-label={t("stakePage.detailOf", { id: nft.token_id })}
            >
              <NftImage uri={nft.uri} tokenId={nft.token_id} alt="" />
              <span className="nft-caption">
                <span className="mono">#{nft.token_id}</span>
                <StatusBadge status="staked" />
              </span>
            </Link>
          ) : (
            // Not recorded yet: no stake details until it is.
            <div className="nft-card">
              <NftImage uri={nft.uri} tokenId={nft.token_id} alt={t("panel.nftAlt", { id: nft.token_id })} />
              <span className="nft-caption">
                <span className="mono">#{nft.token_id}</span>
                <StatusBadge status="notRecorded" />
              </span>
              <RecordStakeButton tokenId={nft.token_id} />
            </div>
          )
        }
      />
    </section>
  );
}
