import { useTranslation } from "react-i18next";
import { Amount } from "../../components/Amount";
import { AmountField } from "../../components/AmountField";
import { coinLabel } from "../../components/coinLabel";
import { FormField } from "../../components/FormField";
import { Icon } from "../../components/Icon";
import { MoveConfirming } from "../../components/MoveConfirming";
import { offlineHint } from "../../components/OfflineNotice";
import { PageHeader } from "../../components/PageHeader";
import { QuoteList } from "../../components/QuoteList";
import { RetryBalance } from "../../components/RetryBalance";
import { Spinner } from "../../components/Spinner";
import { div } from "../../lib/money/arithmetic";
import { toDecimal, unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import { ExchangeConfirm } from "./ExchangeConfirm";
import { PriceChart } from "./PriceChart";
import { pairKey, useExchangeForm } from "./useExchangeForm";

/**
 * /exchange (docs/business-rules.md#exchange): pick a pair, see rate, fee and what arrives (the backend's own quote),
 * confirm. The form's state and rules are useExchangeForm's.
 */
export default function ExchangePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const form = useExchangeForm();
  const { ids, pairs, pair, fromName, toName, balance, amount, quote, move, online } = form;

  if (pairs === null)
    return (
      <section className="page">
        <PageHeader titleKey="routes.exchange" />
        <p className="ptr-hint center">
          <Spinner />
          {t("list.loading")}
        </p>
      </section>
    );

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.exchange" records="/exchangeLogs" />

      {form.chartCoin && <PriceChart coinId={form.chartCoin.id} coinName={form.chartCoin.name} />}

      <form
        className="card money-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.review();
        }}
      >
        <FormField id={ids.pair} label={t("exchange.pair")}>
          <select
            id={ids.pair}
            className="input"
            value={form.selected}
            onChange={(e) => form.choosePair(e.target.value)}
          >
            {pairs.map((p) => (
              <option key={pairKey(p)} value={pairKey(p)}>
                {`${coinLabel(t, p.from_coin_id, p.from_coin_name)} → ${coinLabel(t, p.to_coin_id, p.to_coin_name)}`}
              </option>
            ))}
          </select>
        </FormField>

        <AmountField
          field={amount}
          id={ids.amount}
          label={t("exchange.amount", { coin: fromName })}
          aside={
            balance !== null ? (
              <span className="muted small">
                {t("exchange.balance", { amount: f.amount(toDecimal(balance)), coin: fromName })}
              </span>
            ) : (
              form.coinsQuery.isError && <RetryBalance onRetry={() => void form.coinsQuery.refetch()} />
            )
          }
          placeholder={t("exchange.amountPlaceholder")}
          max={balance}
          onEdit={form.edited}
        />

        <QuoteList
          label={t("exchange.quote")}
          rows={[
            {
              label: t("exchange.rate"),
              value:
                pair &&
                t("exchange.rateValue", {
                  from: fromName,
                  rate: f.price(
                    toDecimal(
                      div(unitsOrZero(pair.from_price), unitsOrZero(pair.to_price), "halfAwayFromZero"),
                    ),
                  ),
                  to: toName,
                }),
            },
            { label: form.feeLabel, value: quote && <Amount value={quote.fee} coin={toName} /> },
            {
              label: t("exchange.received"),
              value: quote && <Amount value={quote.received} coin={toName} />,
              total: true,
            },
          ]}
        />

        {form.error && (
          <p id={ids.error} className="form-error" role="alert">
            {form.error}
          </p>
        )}

        <button
          type="submit"
          className="button block"
          disabled={!online || balance === null || amount.refused || move.busy}
          {...offlineHint(online)}
        >
          {move.confirming ? <Spinner /> : <Icon name="exchange" />}
          {move.confirming ? t("moneyMove.confirming") : t("exchange.submit")}
        </button>
        {move.confirming && <MoveConfirming />}
      </form>

      {form.pending && !move.confirming && (
        <ExchangeConfirm
          summary={form.pending}
          busy={move.busy}
          online={online}
          onCancel={form.cancel}
          onConfirm={form.confirm}
        />
      )}
    </section>
  );
}
