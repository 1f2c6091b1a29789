import { useTranslation } from "react-i18next";
import { getRechargeLogs, type RechargeRecord } from "../../api/recharge";
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

/** Until credited, a deposit's row is asked for again (docs/decisions/0043-lists-that-move.md). */
const refreshEvery = refreshWhilePending((r: RechargeRecord) => isUnsettled(r.status));

function Row({ r }: { r: RechargeRecord }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <RecordRow
      label={t("recharge.recordLabel", {
        what: `${f.money(r.amount, r.coin_name)} · ${f.dateTime(r.created_at)}`,
      })}
      title={<Amount value={r.amount} coin={r.coin_name} signed />}
      side={<StatusBadge status={r.status} />}
      fields={[
        { label: t("recharge.channel"), value: r.channel },
        { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
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
 * /rechargeLogs (docs/business-rules.md#recharge): deposits with their status, turning credited by themselves; in
 * demo mode the clock can be moved to confirm them.
 */
export default function RechargeLogsPage() {
  return (
    <RecordsPage
      titleKey="routes.rechargeLogs"
      area="money-page"
      before={<DemoClock />}
      queryKey={keys.rechargeLogs}
      fetchPage={getRechargeLogs}
      refreshEvery={refreshEvery}
      itemKey={(r) => r.id}
      renderItem={(r) => <Row r={r} />}
    />
  );
}
