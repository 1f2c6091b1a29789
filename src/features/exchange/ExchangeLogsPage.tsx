import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getExchangeLogs, type ExchangeRecord } from "../../api/exchange";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { cursorLoader } from "../../api/cursorLoader";
import { formatDateTime } from "../../lib/datetime";
import { formatDecimal } from "../../lib/decimal";

function Row({ r }: { r: ExchangeRecord }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <article
      className="record"
      aria-label={t("exchange.recordLabel", { from: r.from_coin_name, to: r.to_coin_name })}
    >
      <div className="record-head">
        <strong>{`${r.from_coin_name} → ${r.to_coin_name}`}</strong>
        <time className="muted small">{formatDateTime(r.created_at, lang)}</time>
      </div>
      <dl className="record-grid">
        <div>
          <dt>{t("exchange.youPay")}</dt>
          <dd>
            {formatDecimal(r.amount, 4, lang)} {r.from_coin_name}
          </dd>
        </div>
        <div>
          <dt>{t("exchange.rate")}</dt>
          <dd>{formatDecimal(r.rate, 3, lang)}</dd>
        </div>
        <div>
          <dt>{t("exchange.feeShort")}</dt>
          <dd>
            {formatDecimal(r.fee, 4, lang)} {r.to_coin_name}
          </dd>
        </div>
        <div>
          <dt>{t("exchange.received")}</dt>
          <dd className="plus">
            {formatDecimal(r.received, 4, lang)} {r.to_coin_name}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** SPEC.md §2 /exchangeLogs: the user's exchanges, newest first, paged by cursor. */
export default function ExchangeLogsPage() {
  const { t } = useTranslation();
  const load = useMemo(() => cursorLoader(getExchangeLogs), []);
  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.exchangeLogs" />
      <PullToRefreshList
        label={t("routes.exchangeLogs")}
        load={load}
        itemKey={(r) => r.id}
        renderItem={(r) => <Row r={r} />}
        className="record-list"
      />
    </section>
  );
}
