import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  coinPairsQuery,
  exchangeConfigQuery,
  postExchange,
  type CoinPair,
  type ExchangeBody,
} from "../../api/exchange";
import { useCoins } from "../../api/useCoins";
import { useMoneyMove } from "../../api/useMoneyMove";
import { coinLabel } from "../../components/coinLabel";
import { useAmountField } from "../../components/useAmountField";
import { mul } from "../../lib/money/arithmetic";
import { quoteExchange } from "../../lib/money/quote";
import { unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import { useOnline } from "../../lib/useOnline";
import type { ExchangeSummary } from "./ExchangeConfirm";

export const pairKey = (p: CoinPair) => `${p.from_coin_id}-${p.to_coin_id}`;
const USDT = 1;

export type ExchangeForm = ReturnType<typeof useExchangeForm>;

/**
 * The exchange form's state and rules (docs/business-rules.md#exchange), apart from how it looks: the pair chosen,
 * the amount checked as it is typed, the backend's own quote (rate, fee, what arrives), the confirmation and the move.
 */
export function useExchangeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useFormat();
  const ids = { amount: useId(), pair: useId(), error: useId() };
  const pairsQuery = useQuery(coinPairsQuery);
  const configQuery = useQuery(exchangeConfigQuery);
  const config = configQuery.data ?? null;
  // Null while loading; a failure leaves an empty list (the reason was shown as a toast).
  const pairs =
    pairsQuery.data && config ? pairsQuery.data : pairsQuery.isError || configQuery.isError ? [] : null;
  const coinsQuery = useCoins();
  const coins = coinsQuery.data;
  const [chosen, setChosen] = useState("");
  const selected = chosen || (pairs?.[0] ? pairKey(pairs[0]) : "");
  const [error, setError] = useState("");
  const [pending, setPending] = useState<ExchangeSummary | null>(null);
  // A late answer is asked for again with the same request id (docs/decisions/0039); a refusal was said by the
  // mutation cache (docs/decisions/0050), and the dialog stays for another try.
  const move = useMoneyMove({
    change: "exchange",
    name: "exchange",
    send: (body: Omit<ExchangeBody, "request_id">, { requestId }) =>
      postExchange({ ...body, request_id: requestId }),
    onDone: (result) => void navigate({ to: "/exchangeResult", search: { id: result.id } }),
    leavesOnDone: true,
  });
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
  // The chart follows the coin that is not USDT, whichever way the pair goes.
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
    if (!pending || !pair || move.busy || amount.plain === null) return;
    move.start({ from_coin_id: pair.from_coin_id, to_coin_id: pair.to_coin_id, amount: amount.plain });
  };

  const edited = () => setError("");

  return {
    ids,
    pairs,
    selected,
    pair,
    fromName,
    toName,
    coinsQuery,
    balance,
    amount,
    quote,
    chartCoin,
    feeLabel,
    error,
    pending,
    move,
    online,
    choosePair: (key: string) => {
      setChosen(key);
      // The amount was in the other coin: it does not carry over to this pair.
      amount.clear();
      edited();
    },
    edited,
    review,
    confirm,
    cancel: () => setPending(null),
  };
}
