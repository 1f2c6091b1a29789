import { useTranslation } from "react-i18next";
import { Amount } from "../../components/Amount";
import { AmountField } from "../../components/AmountField";
import { CoinChannelPicker } from "../../components/CoinChannelPicker";
import { Icon } from "../../components/Icon";
import { MoveConfirming } from "../../components/MoveConfirming";
import { offlineHint } from "../../components/OfflineNotice";
import { PageHeader } from "../../components/PageHeader";
import { QuoteList } from "../../components/QuoteList";
import { RetryBalance } from "../../components/RetryBalance";
import { Spinner } from "../../components/Spinner";
import { Tips } from "../../components/Tips";
import { useFormat } from "../../lib/useFormat";
import { useWithdrawForm } from "./useWithdrawForm";
import { WithdrawAddressField } from "./WithdrawAddressField";
import { WithdrawConfirm } from "./WithdrawConfirm";
import "../../components/ConfirmDialog.css";

/**
 * /withdraw (docs/business-rules.md#withdrawal): coin, channel, address, amount; fee and what arrives as the user
 * types; docs/product.md#validation-messages first. The form's state and rules are useWithdrawForm's.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const form = useWithdrawForm();
  const { ids, amount, balance, channelInfo, coinName, quote, move, online } = form;

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.withdraw" records="/withdrawLogs" />

      <form
        className="card money-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.review();
        }}
      >
        <CoinChannelPicker
          protocols={form.protocols}
          coinId={form.coinId}
          channel={form.channel}
          labels={{ coin: t("withdraw.coin"), channel: t("withdraw.channel") }}
          placeholder={t("withdraw.chooseCoin")}
          invalid={form.invalid("coin")}
          onChange={form.chooseCoin}
        />

        <WithdrawAddressField
          id={ids.address}
          value={form.address}
          invalid={form.invalid("address")}
          onChange={form.typeAddress}
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
              form.coinsQuery.isError && <RetryBalance onRetry={() => void form.coinsQuery.refetch()} />
            )
          }
          placeholder={
            channelInfo
              ? t("withdraw.minPlaceholder", { min: f.exact(form.minAmount) })
              : t("withdraw.amount")
          }
          max={balance}
          onEdit={form.edited}
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

        {form.problem && (
          <p id={ids.error} className="form-error" role="alert">
            {t(form.problem.key)}
          </p>
        )}

        <button
          type="submit"
          className="button block"
          disabled={move.busy || !online || balance === null || amount.refused}
          {...offlineHint(online)}
        >
          {move.busy ? <Spinner /> : <Icon name="withdraw" />}
          {move.confirming ? t("moneyMove.confirming") : t("withdraw.submit")}
        </button>
        {move.confirming && <MoveConfirming />}
      </form>

      {form.pending && !move.confirming && (
        <WithdrawConfirm
          summary={form.pending}
          busy={move.busy}
          online={online}
          onCancel={form.cancel}
          onConfirm={form.confirm}
        />
      )}
      <Tips title={t("withdraw.tipsTitle")} items={[t("withdraw.tip1"), t("withdraw.tip2")]} />
      {form.protocols === null && <p className="sr-only">{t("list.loading")}</p>}
    </section>
  );
}
