import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { getRechargeLogs, type RechargeRecord } from "../../api/recharge";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { StatusBadge } from "../../components/StatusBadge";
import { cursorLoader } from "../../api/cursorLoader";
import { formatDateTime } from "../../lib/datetime";
import { formatDecimal } from "../../lib/decimal";
import { maskAddress } from "../../lib/format";
import { DemoClock } from "../../components/demo/DemoClock";

function Row({ r }: { r: RechargeRecord }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <article className="record" aria-label={t("recharge.recordLabel", { id: r.id })}>
      <div className="record-head">
        <strong className="plus">
          +{formatDecimal(r.amount, 4, lang)} {r.coin_name}
        </strong>
        <StatusBadge status={r.status} />
      </div>
      <dl className="record-grid">
        <div>
          <dt>{t("recharge.channel")}</dt>
          <dd>{r.channel}</dd>
        </div>
        <div>
          <dt>{t("records.time")}</dt>
          <dd>{formatDateTime(r.created_at, lang)}</dd>
        </div>
        {r.tx_hash && (
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

/** SPEC.md §2 /rechargeLogs: deposits with their status; in demo mode the clock can be moved to confirm them. */
export default function RechargeLogsPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const load = useMemo(() => {
    void version;
    return cursorLoader(getRechargeLogs);
  }, [version]);
  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.rechargeLogs" />
      <DemoClock onAdvance={() => setVersion((v) => v + 1)} />
      <PullToRefreshList
        label={t("routes.rechargeLogs")}
        load={load}
        itemKey={(r) => r.id}
        renderItem={(r) => <Row r={r} />}
        className="record-list"
      />
    </section>
  );
}
