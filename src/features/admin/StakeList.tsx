import { useTranslation } from "react-i18next";
import { getAdminStakes } from "../../api/admin";
import { keys } from "../../api/queryKeys";
import type { AdminStake } from "../../api/wire";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { RecordRow } from "../../components/RecordRow";
import { coinLabel } from "../../components/coinLabel";
import { RELEASING_COIN_ID } from "../../api/wire";
import { maskAddress } from "../../lib/format";
import { useFormat } from "../../lib/useFormat";

/** Every active stake of every user, newest first, cursor paged: whose, which NFT, since when, days and income. */
export function StakeList() {
  const { t } = useTranslation();
  const f = useFormat();

  const row = (s: AdminStake) => {
    const coin = coinLabel(t, RELEASING_COIN_ID, s.coin_name);
    return (
      <RecordRow
        label={t("admin.stakeLabel", { id: s.token_id, address: maskAddress(s.address) })}
        title={t("admin.tokenId", { id: s.token_id })}
        side={
          <span className="muted small">
            {t("admin.dayCount", { count: s.stake_days, n: f.count(s.stake_days) })}
          </span>
        }
        fields={[
          { label: t("admin.user"), value: <Address value={s.address} /> },
          { label: t("admin.stakedSince"), value: <DateTime ms={s.staked_at} /> },
          { label: t("admin.earned"), value: <Amount value={s.earned} coin={coin} />, wide: true },
        ]}
      />
    );
  };

  return (
    <section id="admin-stakes" className="admin-section" aria-labelledby="stakes-title">
      <h2 id="stakes-title" className="section-title" tabIndex={-1}>
        {t("admin.stakesTitle")}
      </h2>
      <PullToRefreshList
        label={t("admin.stakesList")}
        queryKey={keys.adminStakes}
        fetchPage={(page) => getAdminStakes(page)}
        itemKey={(s) => s.id}
        renderItem={row}
        className="record-list"
        emptyText={t("admin.noStakes")}
      />
    </section>
  );
}
