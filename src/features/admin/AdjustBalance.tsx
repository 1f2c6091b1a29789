import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { offlineHint } from "../../components/OfflineNotice";
import { useOnline } from "../../lib/useOnline";
import { adjustBalance, type BalanceAdjustment } from "../../api/admin";
import { useMoneyMove } from "../../api/useMoneyMove";
import type { PublicCoin } from "../../api/market";
import { FormField } from "../../components/FormField";
import { AddressInput } from "../../components/AddressInput";
import { MoveConfirming } from "../../components/MoveConfirming";
import { Spinner } from "../../components/Spinner";
import { coinLabel } from "../../components/coinLabel";
import { AmountField } from "../../components/AmountField";
import { useAmountField } from "../../components/useAmountField";
import { formatMoney } from "../../lib/money/format";
import { toast } from "../../state/ui";
import { AdjustConfirm, type Adjustment } from "./AdjustConfirm";

/** Credits or debits a user by address, with a reason, booked as "admin operation". */
export function AdjustBalance({ coins }: { coins: PublicCoin[] }) {
  const { t, i18n } = useTranslation();
  const ids = { address: useId(), coin: useId(), amount: useId(), reason: useId(), error: useId() };
  const [address, setAddress] = useState("");
  const [coinId, setCoinId] = useState(1);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [pending, setPending] = useState<Adjustment | null>(null);
  const coinName = (id: number) => {
    const coin = coins.find((c) => c.coin_id === id);
    return coin ? coinLabel(t, coin.coin_id, coin.coin_name) : "";
  };
  // Signed: a debit is negative; whether the user's balance covers it is the server's to say.
  const amount = useAmountField({ decimals: 4, signed: true }, { coin: coinName(coinId) });
  // One request id per adjustment, kept for a retry of the same form and for a late answer asked for again
  // (docs/decisions/0039); a refusal is said by the mutation cache.
  const adjusting = useMoneyMove({
    change: "adjustBalance",
    name: "adjustBalance",
    send: (body: Omit<BalanceAdjustment, "request_id">, { requestId }) =>
      adjustBalance({ ...body, request_id: requestId }),
    onDone: (result, body) => {
      toast(
        t("admin.adjusted", { balance: formatMoney(result.balance, coinName(body.coin_id), i18n.language) }),
      );
      amount.clear();
      setReason("");
      setPending(null);
    },
    onFailed: () => setPending(null),
  });
  const busy = adjusting.busy;
  const online = useOnline();

  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setError("");
  };

  /** Checked here first; what passes is shown for confirmation before the balance moves. */
  const submit = () => {
    if (busy) return;
    if (!/^0x[0-9a-fA-F]{40}$/.test(address.trim())) return setError(t("admin.addressIncorrect"));
    setError("");
    if (!amount.ask() || amount.units === null) return;
    if (!reason.trim()) return setError(t("admin.reasonRequired"));
    setPending({
      address: address.trim(),
      coin: coinName(coinId),
      change: amount.units,
      reason: reason.trim(),
    });
  };

  const send = () => {
    if (busy || amount.plain === null) return;
    adjusting.start({
      address: address.trim(),
      coin_id: coinId,
      amount: amount.plain,
      reason: reason.trim(),
    });
  };

  return (
    <section className="card" aria-labelledby="adjust-title">
      <h2 id="adjust-title" className="card-title">
        {t("admin.adjustTitle")}
      </h2>
      <p className="muted small">{t("admin.adjustText")}</p>
      <form
        className="money-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField id={ids.address} label={t("admin.address")}>
          <AddressInput id={ids.address} value={address} onChange={change(setAddress)} />
        </FormField>
        <div className="field-row">
          <FormField id={ids.coin} label={t("admin.coin")}>
            <select
              id={ids.coin}
              className="input"
              value={coinId}
              onChange={(e) => setCoinId(Number(e.target.value))}
            >
              {coins.map((c) => (
                <option key={c.coin_id} value={c.coin_id}>
                  {coinLabel(t, c.coin_id, c.coin_name)}
                </option>
              ))}
            </select>
          </FormField>
          <AmountField
            field={amount}
            id={ids.amount}
            label={t("admin.amount")}
            placeholder={t("admin.amountPlaceholder")}
            onEdit={() => setError("")}
          />
        </div>
        <FormField id={ids.reason} label={t("admin.reason")}>
          <input
            id={ids.reason}
            className="input"
            maxLength={200}
            autoComplete="off"
            value={reason}
            onChange={change(setReason)}
          />
        </FormField>
        {error && (
          <p id={ids.error} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button block"
          disabled={busy || !online || amount.refused}
          {...offlineHint(online)}
        >
          {busy && <Spinner />}
          {adjusting.confirming ? t("moneyMove.confirming") : t("admin.adjust")}
        </button>
        {adjusting.confirming && <MoveConfirming />}
      </form>
      {pending && !adjusting.confirming && (
        <AdjustConfirm
          adjustment={pending}
          busy={busy}
          online={online}
          onCancel={() => setPending(null)}
          onConfirm={send}
        />
      )}
    </section>
  );
}
