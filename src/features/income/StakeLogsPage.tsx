import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getIncomeRecords, stakeConfigQuery } from "../../api/stake";
import { keys } from "../../api/queryKeys";
import { refreshWhilePending } from "../../api/refreshWhilePending";
import type { IncomeRecord } from "../../api/wire";
import { RecordsPage } from "../../components/RecordsPage";
import { useFormat } from "../../lib/useFormat";
import { Amount } from "../../components/Amount";
import { ListRow } from "../../components/ListRow";
import "../../components/HoldingsPage.css";
import { StatusBadge, type ChipStatus } from "../../components/StatusBadge";

const CHIP: Record<IncomeRecord["status"], ChipStatus> = {
  releasing: "toRelease",
  available: "available",
  claimed: "claimed",
};

/** A row to be released is asked for again until it is available (docs/decisions/0043-lists-that-move.md). */
const refreshEvery = refreshWhilePending((r: IncomeRecord) => r.status === "releasing");

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
        <StatusBadge key="status" status={CHIP[row.status]} />,
      ]}
    />
  );
}

/** /stakeLogs: one row per staked NFT and day, with its status (to be released, available, received). */
export default function StakeLogsPage() {
  const coin = useQuery(stakeConfigQuery).data?.coin_name ?? "";
  return (
    <RecordsPage<IncomeRecord>
      titleKey="routes.stakeLogs"
      area="holdings"
      queryKey={keys.incomeRecords}
      fetchPage={getIncomeRecords}
      refreshEvery={refreshEvery}
      itemKey={(r) => r.id}
      renderItem={(r) => <IncomeRow row={r} coin={coin} />}
    />
  );
}
