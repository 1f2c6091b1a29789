import { useTranslation } from "react-i18next";
import { getExchangeLogs, type ExchangeRecord } from "../../api/exchange";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { RecordRow } from "../../components/RecordRow";
import { RecordsPage } from "../../components/RecordsPage";
import { keys } from "../../api/queryKeys";
import { useFormat } from "../../lib/useFormat";

function Row({ r }: { r: ExchangeRecord }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <RecordRow
      label={t("exchange.recordLabel", { from: r.from_coin_name, to: r.to_coin_name })}
      title={`${r.from_coin_name} → ${r.to_coin_name}`}
      side={<DateTime ms={r.created_at} className="muted small" />}
      fields={[
        { label: t("exchange.youPay"), value: <Amount value={r.amount} coin={r.from_coin_name} /> },
        {
          label: t("exchange.rate"),
          value: t("exchange.rateValue", {
            from: r.from_coin_name,
            rate: f.price(r.rate),
            to: r.to_coin_name,
          }),
        },
        { label: t("exchange.feeShort"), value: <Amount value={r.fee} coin={r.to_coin_name} /> },
        { label: t("exchange.received"), value: <Amount value={r.received} coin={r.to_coin_name} signed /> },
      ]}
    />
  );
}

/** /exchangeLogs (docs/product.md#screens-and-routes): the user's exchanges, newest first, paged by cursor. */
export default function ExchangeLogsPage() {
  return (
    <RecordsPage
      titleKey="routes.exchangeLogs"
      area="money-page"
      queryKey={keys.exchangeLogs}
      fetchPage={getExchangeLogs}
      itemKey={(r) => r.id}
      renderItem={(r) => <Row r={r} />}
    />
  );
}
