import { Link } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { getStakeRecord } from "../../api/nft";
import { getStakeConfig } from "../../api/stake";
import type { StakedNft } from "../../api/wire";
import { Icon } from "../../components/Icon";
import { NftImage } from "../../components/NftImage";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { RecordStakeButton } from "../../components/RecordStakeButton";
import { useFormat } from "../../lib/useFormat";
import { useLoad } from "../../lib/useLoad";
import { StakeDoneNotice } from "./StakeDoneNotice";
import "../../components/HoldingsPage.css";
import "./StakePage.css";

/** docs/product.md#constants: staked NFTs come 10 a page from page 1. */
const PAGE_SIZE = 10;
const BENEFITS = [1, 2, 3, 4, 5] as const;

/** /stake: the "1 NFT : {number}" ratio, the five benefits, a button to choose NFTs and the NFTs staked. */
export default function StakePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [config] = useLoad(getStakeConfig, "stake-config");
  const load = useCallback(
    (page: number, count: number) => getStakeRecord({ page, count }).then((r) => r.list),
    [],
  );
  // A stake just recorded reloads the list from page 1.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const number = config.status === "done" ? f.amount(config.data.daily_reward) : "--";
  const coin = config.status === "done" ? config.data.coin_name : "";
  const days = config.status === "done" ? f.count(config.data.period_days) : "--";
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.stake" />
      <StakeDoneNotice number={number} coin={coin} />
      <div className="ratio-card">
        <p className="ratio">{t("stakePage.ratio", { number, coin })}</p>
        <p className="muted small">{t("stakePage.ratioHint", { days })}</p>
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
              <span>{t(`stakePage.benefit${n}`, { number, coin, days })}</span>
            </li>
          ))}
        </ol>
      </section>
      <Link to="/stake2" className="button block">
        <Icon name="stake" />
        {t("stakePage.choose")}
      </Link>
      <div className="link-row">
        <Link to="/stakeIncome" className="button secondary">
          {t("routes.stakeIncome")}
        </Link>
        <Link to="/stakeLogs" className="button secondary">
          {t("routes.stakeLogs")}
        </Link>
      </div>
      <h2 className="section-title">{t("stakePage.myStaked")}</h2>
      <PullToRefreshList<StakedNft>
        key={version}
        label={t("stakePage.myStaked")}
        load={load}
        pageSize={PAGE_SIZE}
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
                <span className="nft-state">{t("panel.staked")}</span>
              </span>
            </Link>
          ) : (
            // Not recorded yet: no stake details until it is.
            <div className="nft-card">
              <NftImage uri={nft.uri} tokenId={nft.token_id} alt={t("panel.nftAlt", { id: nft.token_id })} />
              <span className="nft-caption">
                <span className="mono">#{nft.token_id}</span>
                <span className="nft-state unrecorded">{t("panel.notRecorded")}</span>
              </span>
              <RecordStakeButton tokenId={nft.token_id} onRecorded={reload} />
            </div>
          )
        }
      />
    </section>
  );
}
