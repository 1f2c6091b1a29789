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
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormField } from "../../components/FormField";
import { Icon } from "../../components/Icon";
import { MoveConfirming } from "../../components/MoveConfirming";
import { PageHeader } from "../../components/PageHeader";
import { RetryBalance } from "../../components/RetryBalance";
import { Spinner } from "../../components/Spinner";
import { coinLabel } from "../../components/coinLabel";
import { type Units, parseDecimal, toDecimal, unitsOrZero } from "../../lib/money/units";
import { div, mul, roundTo } from "../../lib/money/arithmetic";
import { quoteExchange, type ExchangeQuote } from "../../lib/money/quote";
import { useFormat } from "../../lib/useFormat";
import { PriceChart } from "./PriceChart";
import "../../components/ConfirmDialog.css";

const pairKey = (p: CoinPair) => `${p.from_coin_id}-${p.to_coin_id}`;
const USDT = 1;

interface Pending {
  amount: Units;
  quote: ExchangeQuote;
}

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
  const [amount, setAmount] = useState("");
  const [error, setError] = useState("");
  const [pending, setPending] = useState<Pending | null>(null);
  // A late answer is asked for again with the same request id (docs/decisions/0039); a refusal was shown by the API
  // client, and the dialog stays for another try.
  const exchange = useMoneyMove({
    change: "exchange",
    name: "exchange",
    send: (body: Omit<ExchangeBody, "request_id">, { requestId }) =>
      postExchange({ ...body, request_id: requestId }),
    onDone: (result) => void navigate({ to: "/exchangeResult", search: { id: result.id } }),
  });
  const busy = exchange.busy;
  const online = useOnline();

  const pair = pairs?.find((p) => pairKey(p) === selected) ?? null;
  const fromName = pair ? coinLabel(t, pair.from_coin_id, pair.from_coin_name) : "";
  const toName = pair ? coinLabel(t, pair.to_coin_id, pair.to_coin_name) : "";
  // Null until the coins have loaded: no "0" shown, no check or quote made against a balance not yet known.
  const balance = pair && coins ? (coins.find((c) => c.coin_id === pair.from_coin_id)?.money ?? "0") : null;
  const decimals = config?.decimals ?? 4;
  const parsed = parseDecimal(amount, decimals);
  /** The form's checks, in order; the first failing one is shown. */
  const check = (): string | null => {
    if (!pair || !config) return t("exchange.choosePair");
    if (balance === null) return t("list.loading");
    if (parsed === null || parsed <= 0n) return t("exchange.amountIncorrect");
    if (mul(parsed, unitsOrZero(pair.from_price), "halfAwayFromZero") < unitsOrZero(config.min_value_usd))
      return t("exchange.belowMinimum", { min: config.min_value_usd });
    if (parsed > unitsOrZero(balance)) return t("exchange.insufficient");
    return null;
  };
  // What arrives is shown only for an amount the server will take: never a figure for a refused amount.
  const quote =
    pair && config && parsed !== null && check() === null
      ? quoteExchange(parsed, pair.from_price, pair.to_price, config.fee_percent)
      : null;
  const chartCoin = pair
    ? pair.from_coin_id !== USDT
      ? { id: pair.from_coin_id, name: fromName }
      : { id: pair.to_coin_id, name: toName }
    : null;

  // The amount is checked as it is typed: its message shows at once and the button waits (an empty field is not wrong
  // yet); the tap shows what an empty field lacks.
  const live = amount.trim() && balance !== null && pair && config ? check() : null;
  const shownError = error || live || "";

  const review = () => {
    const problem = check();
    setError(problem ?? "");
    if (problem || !quote || parsed === null) return;
    setPending({ amount: parsed, quote });
  };

  const confirm = () => {
    if (!pending || !pair || busy) return;
    exchange.start({ from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount: amount.trim() });
  };

  const max = () => {
    if (balance === null) return;
    setAmount(toDecimal(roundTo(unitsOrZero(balance), decimals, "towardZero")));
    setError("");
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

  const feeLabel = t("exchange.fee", { percent: config ? f.percent(config.fee_percent) : "--" });
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
              setAmount("");
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

        <FormField
          id={amountId}
          label={t("exchange.amount", { coin: fromName })}
          aside={
            balance !== null ? (
              <span className="muted small">
                {t("exchange.balance", { amount: f.amount(balance), coin: fromName })}
              </span>
            ) : (
              coinsQuery.isError && <RetryBalance onRetry={() => void coinsQuery.refetch()} />
            )
          }
        >
          <div className="input-group">
            <input
              id={amountId}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("exchange.amountPlaceholder")}
              value={amount}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? errorId : undefined}
              onChange={(e) => {
                setAmount(e.target.value);
                setError("");
              }}
            />
            <button
              type="button"
              className="button small secondary"
              disabled={balance === null}
              onClick={max}
            >
              {t("exchange.max")}
            </button>
          </div>
        </FormField>

        <dl className="quote" aria-label={t("exchange.quote")}>
          <div>
            <dt>{t("exchange.rate")}</dt>
            <dd>
              {pair
                ? t("exchange.rateValue", {
                    from: fromName,
                    rate: f.price(
                      toDecimal(
                        div(unitsOrZero(pair.from_price), unitsOrZero(pair.to_price), "halfAwayFromZero"),
                      ),
                    ),
                    to: toName,
                  })
                : "--"}
            </dd>
          </div>
          <div>
            <dt>{feeLabel}</dt>
            <dd>{quote ? f.money(quote.fee, toName) : "--"}</dd>
          </div>
          <div className="quote-total">
            <dt>{t("exchange.received")}</dt>
            <dd>{quote ? f.money(quote.received, toName) : "--"}</dd>
          </div>
        </dl>

        {shownError && (
          <p id={errorId} className="form-error" role="alert">
            {shownError}
          </p>
        )}

        <button
          type="submit"
          className="button block"
          disabled={!online || balance === null || live !== null || busy}
          {...offlineHint(online)}
        >
          {exchange.confirming ? <Spinner /> : <Icon name="exchange" />}
          {exchange.confirming ? t("moneyMove.confirming") : t("exchange.submit")}
        </button>
        {exchange.confirming && <MoveConfirming />}
      </form>

      {pending && pair && !exchange.confirming && (
        <ConfirmDialog
          title={t("exchange.confirmTitle")}
          rows={[
            { label: t("exchange.youPay"), value: f.money(pending.amount, fromName) },
            {
              label: t("exchange.rate"),
              value: t("exchange.rateValue", {
                from: fromName,
                rate: f.price(toDecimal(pending.quote.rate)),
                to: toName,
              }),
            },
            { label: feeLabel, value: f.money(pending.quote.fee, toName) },
            {
              label: t("exchange.received"),
              value: f.money(pending.quote.received, toName),
              total: true,
            },
          ]}
          busy={busy}
          online={online}
          onCancel={() => setPending(null)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
