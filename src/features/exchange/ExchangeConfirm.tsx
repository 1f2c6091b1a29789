import { useTranslation } from "react-i18next";
import { Amount } from "../../components/Amount";
import { ConfirmDialog, type ConfirmActions } from "../../components/ConfirmDialog";
import type { ExchangeQuote } from "../../lib/money/quote";
import { toDecimal, type Units } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";

export interface ExchangeSummary {
  amount: Units;
  quote: ExchangeQuote;
  fromName: string;
  toName: string;
  feeLabel: string;
}

/** Nothing is traded before this: what is paid, at which rate, the fee and what arrives (/exchange). */
export function ExchangeConfirm({ summary, ...actions }: ConfirmActions & { summary: ExchangeSummary }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { amount, quote, fromName, toName } = summary;
  return (
    <ConfirmDialog
      title={t("exchange.confirmTitle")}
      rows={[
        { label: t("exchange.youPay"), value: <Amount value={amount} coin={fromName} /> },
        {
          label: t("exchange.rate"),
          value: t("exchange.rateValue", {
            from: fromName,
            rate: f.price(toDecimal(quote.rate)),
            to: toName,
          }),
        },
        { label: summary.feeLabel, value: <Amount value={quote.fee} coin={toName} /> },
        {
          label: t("exchange.received"),
          value: <Amount value={quote.received} coin={toName} />,
          total: true,
        },
      ]}
      {...actions}
    />
  );
}
