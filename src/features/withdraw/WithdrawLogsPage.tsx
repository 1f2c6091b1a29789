import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { getWithdrawLogs, type WithdrawalRecord } from "../../api/withdraw";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { StatusBadge } from "../../components/StatusBadge";
import { cursorLoader } from "../../api/cursorLoader";
import { formatDateTime } from "../../lib/datetime";
import { formatDecimal } from "../../lib/decimal";
import { maskAddress } from "../../lib/format";
import { DemoClock } from "../../components/demo/DemoClock";

function Row({ r }: { r: WithdrawalRecord }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <article className="record" aria-label={t("withdraw.recordLabel", { id: r.id })}>
      <div className="record-head">
        <strong className="minus">
          −{formatDecimal(r.amount, 4, lang)} {r.coin_name}
        </strong>
        <StatusBadge status={r.status} />
      </div>
      <dl className="record-grid">
        <div>
          <dt>{t("withdraw.feeShort")}</dt>
          <dd>{formatDecimal(r.fee, 4, lang)}</dd>
        </div>
        <div>
          <dt>{t("withdraw.actual")}</dt>
          <dd>{formatDecimal(r.actual, 4, lang)}</dd>
        </div>
        <div>
          <dt>{t("withdraw.channel")}</dt>
          <dd>{r.channel}</dd>
        </div>
        <div>
          <dt>{t("records.time")}</dt>
          <dd>{formatDateTime(r.created_at, lang)}</dd>
        </div>
        <div className="wide">
          <dt>{t("withdraw.address")}</dt>
          <dd className="mono" title={r.address}>
            {maskAddress(r.address)}
          </dd>
        </div>
        {r.status === "successful" && r.tx_hash && (
          <div className="wide">
            <dt>{t("records.txHash")}</dt>
            <dd className="mono" title={r.tx_hash}>
              {maskAddress(r.tx_hash)}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}

/** SPEC.md §2 /withdrawLogs: withdrawals with status, fee, what arrived and, once sent, the transaction hash. */
export default function WithdrawLogsPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const load = useMemo(() => {
    void version;
    return cursorLoader(getWithdrawLogs);
  }, [version]);
  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.withdrawLogs" />
      <DemoClock onAdvance={() => setVersion((v) => v + 1)} />
      <PullToRefreshList
        label={t("routes.withdrawLogs")}
        load={load}
        itemKey={(r) => r.id}
        renderItem={(r) => <Row r={r} />}
        className="record-list"
      />
    </section>
  );
}
