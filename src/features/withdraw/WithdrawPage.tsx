import { useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useCoins } from "../../api/useCoins";
import { useOnline } from "../../lib/useOnline";
import { postWithdraw, withdrawProtocolsQuery, type WithdrawBody } from "../../api/withdraw";
import { useMoneyMove } from "../../api/useMoneyMove";
import { FormField } from "../../components/FormField";
import { Icon } from "../../components/Icon";
import { MoveConfirming } from "../../components/MoveConfirming";
import { PageHeader } from "../../components/PageHeader";
import { RetryBalance } from "../../components/RetryBalance";
import { Spinner } from "../../components/Spinner";
import { parseDecimal, toDecimal, unitsOrZero } from "../../lib/money/units";
import { roundTo } from "../../lib/money/arithmetic";
import { useFormat } from "../../lib/useFormat";
import { quoteWithdrawal } from "../../lib/money/quote";
import { checkWithdrawAmount, checkWithdrawal, type WithdrawProblem } from "./validate";
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
  const ids = { coin: useId(), channel: useId(), address: useId(), amount: useId(), error: useId() };
  const protocolsQuery = useQuery(withdrawProtocolsQuery);
  // Null while loading; a failure leaves an empty list (the reason was shown as a toast).
  const protocols = protocolsQuery.data ?? (protocolsQuery.isError ? [] : null);
  const coinsQuery = useCoins();
  const coins = coinsQuery.data ?? null;
  const [chosenCoinId, setCoinId] = useState(0);
  const [chosenChannel, setChannel] = useState("");
  const [address, setAddress] = useState("");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const [pending, setPending] = useState<WithdrawSummary | null>(null);
  // One request id per withdrawal: a double tap, a retry of the same form or a late answer asked for again is the same
  // withdrawal; a changed form is a new one (docs/decisions/0039).
  const withdrawal = useMoneyMove({
    change: "withdraw",
    name: "withdraw",
    send: (body: Omit<WithdrawBody, "request_id">, { requestId }) =>
      postWithdraw({ ...body, request_id: requestId }),
    onDone: (record) => void navigate({ to: "/withdrawResult", search: { id: record.id } }),
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
  const parsed = parseDecimal(amount, DECIMALS);
  const limits =
    balance === null ? null : { minAmount: channelInfo?.min_amount ?? "0", balance, decimals: DECIMALS };
  // What arrives is shown only for an amount the server will take: never a figure for a refused amount.
  const quote =
    channelInfo && limits && parsed !== null && checkWithdrawAmount(amount, limits) === null
      ? quoteWithdrawal(parsed, channelInfo.fee_percent, channelInfo.min_fee)
      : null;

  const edit = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    set(e.target.value);
    setProblem(null);
  };

  /**
   * The form is checked first (docs/product.md#validation-messages); what passes is shown for confirmation before
   * anything is sent.
   */
  const submit = () => {
    if (busy || !limits) return;
    const found = checkWithdrawal({ coinId, address, amount }, limits);
    setProblem(found);
    if (found || !channelInfo || !quote || parsed === null) return;
    setPending({
      coin: coinName,
      channel: channelInfo.channel,
      address: address.trim(),
      amount: parsed,
      ...quote,
    });
  };

  const send = () => {
    if (busy || !channelInfo) return;
    withdrawal.start({
      coin_id: coinId,
      channel: channelInfo.channel,
      address: address.trim(),
      amount: amount.trim(),
    });
  };

  // The amount is checked as it is typed: its message shows at once and the button waits (an empty field is not wrong
  // yet). What only a tap checks (the address) shows after the tap.
  const liveProblem = limits && amount.trim() ? checkWithdrawAmount(amount, limits) : null;
  const shown = problem ?? liveProblem;
  const problemText = shown ? t(shown.key, { min: "min" in shown ? shown.min : "", coin: coinName }) : "";
  const describe = (field: "coin" | "address" | "amount") => {
    if (!shown) return {};
    const owner =
      shown.key === "withdraw.selectCoin" ? "coin" : shown.key.includes("ddress") ? "address" : "amount";
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
        <div className="field-row">
          <FormField id={ids.coin} label={t("withdraw.coin")}>
            <select
              id={ids.coin}
              className="input"
              value={coinId || ""}
              {...describe("coin")}
              onChange={(e) => {
                const id = Number(e.target.value) || 0;
                setCoinId(id);
                setChannel(protocols?.find((p) => p.coin_id === id)?.channels[0]?.channel ?? "");
                setProblem(null);
              }}
            >
              <option value="">{t("withdraw.chooseCoin")}</option>
              {(protocols ?? []).map((p) => (
                <option key={p.coin_id} value={p.coin_id}>
                  {p.coin_name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={ids.channel} label={t("withdraw.channel")}>
            <select
              id={ids.channel}
              className="input"
              value={channel}
              disabled={!protocol}
              onChange={edit(setChannel)}
            >
              {!protocol && <option value="">--</option>}
              {(protocol?.channels ?? []).map((c) => (
                <option key={c.channel} value={c.channel}>
                  {c.channel}
                </option>
              ))}
            </select>
          </FormField>
        </div>

        <WithdrawAddressField
          id={ids.address}
          value={address}
          invalid={describe("address")}
          onChange={(value) => {
            setAddress(value);
            setProblem(null);
          }}
        />

        <FormField
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
        >
          <div className="input-group">
            <input
              id={ids.amount}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={
                channelInfo
                  ? t("withdraw.minPlaceholder", { min: channelInfo.min_amount })
                  : t("withdraw.amount")
              }
              value={amount}
              {...describe("amount")}
              onChange={edit(setAmount)}
            />
            <button
              type="button"
              className="button small secondary"
              disabled={balance === null}
              onClick={() => {
                if (balance === null) return;
                setAmount(toDecimal(roundTo(balance, DECIMALS, "towardZero")));
                setProblem(null);
              }}
            >
              {t("withdraw.max")}
            </button>
          </div>
        </FormField>

        <dl className="quote" aria-label={t("withdraw.quote")}>
          <div>
            <dt>
              {channelInfo
                ? t("withdraw.fee", {
                    percent: f.percent(channelInfo.fee_percent),
                    min: f.money(channelInfo.min_fee, coinName),
                  })
                : t("withdraw.feeShort")}
            </dt>
            <dd>{quote ? f.money(quote.fee, coinName) : "--"}</dd>
          </div>
          <div className="quote-total">
            <dt>{t("withdraw.actual")}</dt>
            <dd>{quote ? f.money(quote.actual, coinName) : "--"}</dd>
          </div>
        </dl>

        {shown && (
          <p id={ids.error} className="form-error" role="alert">
            {problemText}
          </p>
        )}

        <button
          type="submit"
          className="button block"
          disabled={busy || !online || balance === null || liveProblem !== null}
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
