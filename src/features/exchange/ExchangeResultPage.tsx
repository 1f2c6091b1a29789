import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { exchangeRecordQuery } from "../../api/exchange";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ResultView } from "../../components/ResultView";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";

/** /exchangeResult?id=: the exchange just made — what was paid, the rate, the fee, what arrived. */
export default function ExchangeResultPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("id");
  const query = useQuery(exchangeRecordQuery(id));
  return (
    <ResultView
      titleKey="routes.exchangeResult"
      query={query}
      named={id !== null}
      records={{ to: "/exchangeLogs", label: t("routes.exchangeLogs") }}
      show={(r) => ({
        title: t("result.exchangeTitle"),
        icon: "exchange",
        amount: <Amount value={r.received} coin={r.to_coin_name} signed />,
        status: "successful",
        rows: [
          { label: t("exchange.youPay"), value: f.money(r.amount, r.from_coin_name) },
          {
            label: t("exchange.rate"),
            value: t("exchange.rateValue", {
              from: r.from_coin_name,
              rate: f.price(r.rate),
              to: r.to_coin_name,
            }),
          },
          { label: t("exchange.feeShort"), value: f.money(r.fee, r.to_coin_name) },
          { label: t("result.received"), value: f.money(r.received, r.to_coin_name), strong: true },
          { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
        ],
      })}
    />
  );
}
