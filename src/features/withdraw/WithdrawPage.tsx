import { useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CoinChannelPicker } from "../../components/CoinChannelPicker";
import { offlineHint } from "../../components/OfflineNotice";
import { useCoins } from "../../api/useCoins";
import { useOnline } from "../../lib/useOnline";
import { postWithdraw, withdrawProtocolsQuery, type WithdrawBody } from "../../api/withdraw";
import { seedWithdrawRecord } from "../../api/withdraw";
import { useMoneyMove } from "../../api/useMoneyMove";
import { Icon } from "../../components/Icon";
import { MoveConfirming } from "../../components/MoveConfirming";
import { PageHeader } from "../../components/PageHeader";
import { RetryBalance } from "../../components/RetryBalance";
import { Spinner } from "../../components/Spinner";
import { unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import { quoteWithdrawal } from "../../lib/money/quote";
import { Amount } from "../../components/Amount";
import { AmountField } from "../../components/AmountField";
import { QuoteList } from "../../components/QuoteList";
import { useAmountField } from "../../components/useAmountField";
import { checkWithdrawal, type WithdrawProblem } from "./validate";
import { Tips } from "../../components/Tips";
import { WithdrawAddressField } from "./WithdrawAddressField";
import { WithdrawConfirm, type WithdrawSummary } from "./WithdrawConfirm";
import "../../components/ConfirmDialog.css";

const DECIMALS = 4;

/**
 * /withdraw (docs/business-rules.md#withdrawal): coin, channel, address, amount; fee and what arrives as the user
 * types; docs/product.md#validation-messages first.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useFormat();
  const ids = { address: useId(), amount: useId(), error: useId() };
  const protocolsQuery = useQuery(withdrawProtocolsQuery);
  // Null while loading; a failure leaves an empty list (the reason was shown as a toast).
  const protocols = protocolsQuery.data ?? (protocolsQuery.isError ? [] : null);
  const coinsQuery = useCoins();
  const coins = coinsQuery.data ?? null;
  const [chosenCoinId, setCoinId] = useState(0);
  const [chosenChannel, setChannel] = useState("");
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const [pending, setPending] = useState<WithdrawSummary | null>(null);
  // One request id per withdrawal: a double tap, a retry of the same form or a late answer asked for again is the same
  // withdrawal; a changed form is a new one (docs/decisions/0039).
  const withdrawal = useMoneyMove({
    change: "withdraw",
    name: "withdraw",
    send: (body: Omit<WithdrawBody, "request_id">, { requestId }) =>
      postWithdraw({ ...body, request_id: requestId }),
    onDone: (record) => {
      seedWithdrawRecord(record);
      void navigate({ to: "/withdrawResult", search: { id: record.id } });
    },
    leavesOnDone: true,
    // the API client has shown the server's message; the form keeps what was typed
    onFailed: () => setPending(null),
  });
  const busy = withdrawal.busy;
  const online = useOnline();

  // One currency to choose from is no choice: it is selected, with its first channel.
  const only = protocols?.length === 1 ? protocols[0]! : null;
  const coinId = chosenCoinId || (only?.coin_id ?? 0);
  const channel = chosenChannel || (only && coinId === only.coin_id ? (only.channels[0]?.channel ?? "") : "");

  const protocol = protocols?.find((p) => p.coin_id === coinId);
  const channelInfo = protocol?.channels.find((c) => c.channel === channel) ?? protocol?.channels[0];
  const coinName = protocol?.coin_name ?? "";
  // Null until the coins have loaded: no "0" shown, no check or quote made against a balance not yet known.
  const balance = coins && unitsOrZero(coins.find((c) => c.coin_id === coinId)?.money ?? "0");
  const minAmount = channelInfo?.min_amount ?? "0";
  const amount = useAmountField(
    { decimals: DECIMALS, belowMinimum: (a) => a < unitsOrZero(minAmount), balance },
    {
      coin: coinName,
      empty: t("withdraw.enterAmount"),
      belowMinimum: t("withdraw.belowMinimum", { min: f.exact(minAmount), coin: coinName }),
    },
  );
  // What arrives is shown only for an amount the server will take: never a figure for a refused amount.
  const quote =
    channelInfo && balance !== null && amount.units !== null
      ? quoteWithdrawal(amount.units, channelInfo.fee_percent, channelInfo.min_fee)
      : null;

  /**
   * The form is checked first (docs/product.md#validation-messages); what passes is shown for confirmation before
   * anything is sent.
   */
  const submit = () => {
    if (busy || balance === null) return;
    const found = checkWithdrawal({ coinId, address });
    setProblem(found);
    if (found || !amount.ask() || !channelInfo || !quote || amount.units === null) return;
    setPending({
      coin: coinName,
      channel: channelInfo.channel,
      address: address.trim(),
      amount: amount.units,
      ...quote,
    });
  };

  const send = () => {
    if (busy || !channelInfo || amount.plain === null) return;
    withdrawal.start({
      coin_id: coinId,
      channel: channelInfo.channel,
      address: address.trim(),
      amount: amount.plain,
    });
  };

  // The amount is checked as it is typed, under its field, and the button waits (an empty field is not wrong yet).
  // What only a tap checks (currency, address) shows after the tap, under the form.
  const describe = (field: "coin" | "address") => {
    if (!problem) return {};
    const owner = problem.key === "withdraw.selectCoin" ? "coin" : "address";
    return owner === field ? { "aria-invalid": true, "aria-describedby": ids.error } : {};
  };

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.withdraw" records="/withdrawLogs" />

      <form
        className="card money-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CoinChannelPicker
          protocols={protocols}
          coinId={coinId}
          channel={channel}
          labels={{ coin: t("withdraw.coin"), channel: t("withdraw.channel") }}
          placeholder={t("withdraw.chooseCoin")}
          invalid={describe("coin")}
          onChange={(id, next) => {
            setCoinId(id);
            setChannel(next);
            setProblem(null);
          }}
        />

        <WithdrawAddressField
          id={ids.address}
          value={address}
          invalid={describe("address")}
          onChange={(value) => {
            setAddress(value);
            setProblem(null);
          }}
        />

        <AmountField
          field={amount}
          id={ids.amount}
          label={t("withdraw.amount")}
          aside={
            balance !== null ? (
              <span className="muted small">
                {t("withdraw.balance", { amount: f.money(balance, ""), coin: coinName })}
              </span>
            ) : (
              coinsQuery.isError && <RetryBalance onRetry={() => void coinsQuery.refetch()} />
            )
          }
          placeholder={
            channelInfo ? t("withdraw.minPlaceholder", { min: f.exact(minAmount) }) : t("withdraw.amount")
          }
          max={balance}
          onEdit={() => setProblem(null)}
        />

        <QuoteList
          label={t("withdraw.quote")}
          rows={[
            {
              label: channelInfo
                ? t("withdraw.fee", {
                    percent: f.percent(channelInfo.fee_percent),
                    min: f.money(channelInfo.min_fee, coinName),
                  })
                : t("withdraw.feeShort"),
              value: quote && <Amount value={quote.fee} coin={coinName} />,
            },
            {
              label: t("withdraw.actual"),
              value: quote && <Amount value={quote.actual} coin={coinName} />,
              total: true,
            },
          ]}
        />

        {problem && (
          <p id={ids.error} className="form-error" role="alert">
            {t(problem.key)}
          </p>
        )}

        <button
          type="submit"
          className="button block"
          disabled={busy || !online || balance === null || amount.refused}
          {...offlineHint(online)}
        >
          {busy ? <Spinner /> : <Icon name="withdraw" />}
          {withdrawal.confirming ? t("moneyMove.confirming") : t("withdraw.submit")}
        </button>
        {withdrawal.confirming && <MoveConfirming />}
      </form>

      {pending && !withdrawal.confirming && (
        <WithdrawConfirm
          summary={pending}
          busy={busy}
          online={online}
          onCancel={() => setPending(null)}
          onConfirm={send}
        />
      )}
      <Tips title={t("withdraw.tipsTitle")} items={[t("withdraw.tip1"), t("withdraw.tip2")]} />
      {protocols === null && <p className="sr-only">{t("list.loading")}</p>}
    </section>
  );
}
