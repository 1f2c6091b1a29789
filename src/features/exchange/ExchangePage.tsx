import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useCoins } from "../../api/useCoins";
import { useOnline } from "../../lib/useOnline";
import {
  coinPairsQuery,
  exchangeConfigQuery,
  postExchange,
  type CoinPair,
  type ExchangeBody,
} from "../../api/exchange";
import { useMoneyMove } from "../../api/useMoneyMove";
import { FormField } from "../../components/FormField";
import { Amount } from "../../components/Amount";
import { AmountField } from "../../components/AmountField";
import { QuoteList } from "../../components/QuoteList";
import { useAmountField } from "../../components/useAmountField";
import { Icon } from "../../components/Icon";
import { MoveConfirming } from "../../components/MoveConfirming";
import { PageHeader } from "../../components/PageHeader";
import { RetryBalance } from "../../components/RetryBalance";
import { Spinner } from "../../components/Spinner";
import { coinLabel } from "../../components/coinLabel";
import { toDecimal, unitsOrZero } from "../../lib/money/units";
import { div, mul } from "../../lib/money/arithmetic";
import { quoteExchange } from "../../lib/money/quote";
import { useFormat } from "../../lib/useFormat";
import { PriceChart } from "./PriceChart";
import { ExchangeConfirm, type ExchangeSummary } from "./ExchangeConfirm";

const pairKey = (p: CoinPair) => `${p.from_coin_id}-${p.to_coin_id}`;
const USDT = 1;

/**
 * /exchange (docs/business-rules.md#exchange): pick a pair, see rate, fee and what arrives (the backend's own quote),
 * confirm.
 */
export default function ExchangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useFormat();
  const amountId = useId();
  const pairId = useId();
  const errorId = useId();
  const pairsQuery = useQuery(coinPairsQuery);
  const configQuery = useQuery(exchangeConfigQuery);
  const config = configQuery.data ?? null;
  // Null while loading; a failure leaves an empty list (the reason was shown as a toast).
  const pairs =
    pairsQuery.data && config ? pairsQuery.data : pairsQuery.isError || configQuery.isError ? [] : null;
  const coinsQuery = useCoins();
  const coins = coinsQuery.data;
  const [chosen, setSelected] = useState("");
  const selected = chosen || (pairs?.[0] ? pairKey(pairs[0]) : "");
  const [error, setError] = useState("");
  const [pending, setPending] = useState<ExchangeSummary | null>(null);
  // A late answer is asked for again with the same request id (docs/decisions/0039); a refusal was shown by the API
  // client, and the dialog stays for another try.
  const exchange = useMoneyMove({
    change: "exchange",
    name: "exchange",
    send: (body: Omit<ExchangeBody, "request_id">, { requestId }) =>
      postExchange({ ...body, request_id: requestId }),
    onDone: (result) => void navigate({ to: "/exchangeResult", search: { id: result.id } }),
    leavesOnDone: true,
  });
  const busy = exchange.busy;
  const online = useOnline();

  const pair = pairs?.find((p) => pairKey(p) === selected) ?? null;
  const fromName = pair ? coinLabel(t, pair.from_coin_id, pair.from_coin_name) : "";
  const toName = pair ? coinLabel(t, pair.to_coin_id, pair.to_coin_name) : "";
  // Null until the coins have loaded: no "0" shown, no check or quote made against a balance not yet known.
  const balance =
    pair && coins ? unitsOrZero(coins.find((c) => c.coin_id === pair.from_coin_id)?.money ?? "0") : null;
  const minValue = config?.min_value_usd ?? "0";
  const amount = useAmountField(
    {
      decimals: config?.decimals ?? 4,
      // The minimum is of the trade's value in USD, judged as the backend judges it.
      belowMinimum: (a) =>
        !!pair && mul(a, unitsOrZero(pair.from_price), "halfAwayFromZero") < unitsOrZero(minValue),
      balance,
    },
    { coin: fromName, belowMinimum: t("exchange.belowMinimum", { min: f.exact(minValue) }) },
  );
  // What arrives is shown only for an amount the server will take: never a figure for a refused amount.
  const quote =
    pair && config && balance !== null && amount.units !== null
      ? quoteExchange(amount.units, pair.from_price, pair.to_price, config.fee_percent)
      : null;
  const chartCoin = pair
    ? pair.from_coin_id !== USDT
      ? { id: pair.from_coin_id, name: fromName }
      : { id: pair.to_coin_id, name: toName }
    : null;

  const feeLabel = t("exchange.fee", { percent: config ? f.percent(config.fee_percent) : "--" });

  const review = () => {
    if (!pair || !config) return setError(t("exchange.choosePair"));
    setError("");
    if (!amount.ask() || !quote || amount.units === null) return;
    setPending({ amount: amount.units, quote, fromName, toName, feeLabel });
  };

  const confirm = () => {
    if (!pending || !pair || busy || amount.plain === null) return;
    exchange.start({ from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount: amount.plain });
  };

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

      {chartCoin && <PriceChart coinId={chartCoin.id} coinName={chartCoin.name} />}

      <form
        className="card money-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          review();
        }}
      >
        <FormField id={pairId} label={t("exchange.pair")}>
          <select
            id={pairId}
            className="input"
            value={selected}
            onChange={(e) => {
              setSelected(e.target.value);
              // The amount was in the other coin: it does not carry over to this pair.
              amount.clear();
              setError("");
            }}
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
          id={amountId}
          label={t("exchange.amount", { coin: fromName })}
          aside={
            balance !== null ? (
              <span className="muted small">
                {t("exchange.balance", { amount: f.amount(toDecimal(balance)), coin: fromName })}
              </span>
            ) : (
              coinsQuery.isError && <RetryBalance onRetry={() => void coinsQuery.refetch()} />
            )
          }
          placeholder={t("exchange.amountPlaceholder")}
          max={balance}
          onEdit={() => setError("")}
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
            { label: feeLabel, value: quote && <Amount value={quote.fee} coin={toName} /> },
            {
              label: t("exchange.received"),
              value: quote && <Amount value={quote.received} coin={toName} />,
              total: true,
            },
          ]}
        />

        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}

        <button
          type="submit"
          className="button block"
          disabled={!online || balance === null || amount.refused || busy}
          {...offlineHint(online)}
        >
          {exchange.confirming ? <Spinner /> : <Icon name="exchange" />}
          {exchange.confirming ? t("moneyMove.confirming") : t("exchange.submit")}
        </button>
        {exchange.confirming && <MoveConfirming />}
      </form>

      {pending && !exchange.confirming && (
        <ExchangeConfirm
          summary={pending}
          busy={busy}
          online={online}
          onCancel={() => setPending(null)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
