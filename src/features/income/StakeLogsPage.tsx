import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getIncomeRecords, getStakeConfig } from "../../api/stake";
import type { IncomeRecord } from "../../api/wire";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { cursorLoader } from "../../api/cursorLoader";
import { useFormat } from "../../lib/useFormat";
import { useLoad } from "../../lib/useLoad";
import { Amount } from "../../components/Amount";
import { ListRow } from "../../components/ListRow";
import "../../components/HoldingsPage.css";
import "../../components/StatusBadge.css";

const STATUS_CLASS: Record<IncomeRecord["status"], string> = {
  releasing: "status status-wait",
  available: "status status-ok",
  claimed: "status status-done",
};

function IncomeRow({ row, coin }: { row: IncomeRecord; coin: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ListRow
      title={t("income.rowTitle", { id: row.token_id })}
      lines={[
        f.day(row.date),
        row.status === "releasing" && t("income.availableAt", { time: f.dateTime(row.available_at) }),
      ]}
      side={[
        <Amount key="amount" className="record-amount" value={row.amount} coin={coin} signed />,
        <span key="status" className={STATUS_CLASS[row.status]}>
          {t(`income.status.${row.status}`)}
        </span>,
      ]}
    />
  );
}

/** /stakeLogs: one row per staked NFT and day, with its status (to be released, available, received). */
export default function StakeLogsPage() {
  const { t } = useTranslation();
  const [config] = useLoad(getStakeConfig, "stake-config");
  const coin = config.status === "done" ? config.data.coin_name : "";
  const load = useMemo(() => cursorLoader(getIncomeRecords), []);
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.stakeLogs" />
      <PullToRefreshList<IncomeRecord>
        label={t("routes.stakeLogs")}
        load={load}
        itemKey={(r) => r.id}
        className="record-list"
        renderItem={(r) => <IncomeRow row={r} coin={coin} />}
      />
    </section>
  );
}
