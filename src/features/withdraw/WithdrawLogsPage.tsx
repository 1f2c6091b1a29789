import { useTranslation } from "react-i18next";
import { getWithdrawLogs, type WithdrawalRecord } from "../../api/withdraw";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { RecordRow } from "../../components/RecordRow";
import { RecordsPage } from "../../components/RecordsPage";
import { StatusBadge } from "../../components/StatusBadge";
import { useFormat } from "../../lib/useFormat";
import { keys } from "../../api/queryKeys";
import { isUnsettled, refreshWhilePending } from "../../api/refreshWhilePending";
import { DemoClock } from "../../components/demo/DemoClock";

/** Until sent or refused, a withdrawal's row is asked for again (docs/decisions/0043-lists-that-move.md). */
const refreshEvery = refreshWhilePending((r: WithdrawalRecord) => isUnsettled(r.status));

function Row({ r }: { r: WithdrawalRecord }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <RecordRow
      label={t("withdraw.recordLabel", {
        what: `${f.money(r.amount, r.coin_name)} · ${f.dateTime(r.created_at)}`,
      })}
      title={<Amount value={`-${r.amount}`} coin={r.coin_name} signed />}
      side={<StatusBadge status={r.status} />}
      fields={[
        { label: t("withdraw.feeShort"), value: <Amount value={r.fee} coin={r.coin_name} /> },
        { label: t("withdraw.actual"), value: <Amount value={r.actual} coin={r.coin_name} /> },
        { label: t("withdraw.channel"), value: r.channel },
        { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
        {
          label: t("withdraw.address"),
          value: <Address value={r.address} copyLabel={t("withdraw.address")} explorer="address" />,
          wide: true,
        },
        r.status === "successful" &&
          r.tx_hash && {
            label: t("records.txHash"),
            value: <Address value={r.tx_hash} copyLabel={t("records.txHash")} explorer="tx" />,
            wide: true,
          },
      ]}
    />
  );
}

/**
 * /withdrawLogs (docs/business-rules.md#withdrawal): withdrawals with status, fee, what arrived and, once sent, the
 * transaction hash.
 */
export default function WithdrawLogsPage() {
  return (
    <RecordsPage
      titleKey="routes.withdrawLogs"
      area="money-page"
      before={<DemoClock />}
      queryKey={keys.withdrawLogs}
      fetchPage={getWithdrawLogs}
      refreshEvery={refreshEvery}
      itemKey={(r) => r.id}
      renderItem={(r) => <Row r={r} />}
    />
  );
}
