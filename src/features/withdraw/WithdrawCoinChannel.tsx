import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { WithdrawProtocol } from "../../api/withdraw";
import { FormField } from "../../components/FormField";

/**
 * The currency and its network side by side. A new currency brings its first channel; the currency's select carries
 * the form's "select the currency" refusal (`invalid`).
 */
export function WithdrawCoinChannel({
  protocols,
  coinId,
  channel,
  invalid,
  onChange,
}: {
  protocols: WithdrawProtocol[] | null;
  coinId: number;
  channel: string;
  invalid: object;
  onChange: (coinId: number, channel: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { coin: useId(), channel: useId() };
  const protocol = protocols?.find((p) => p.coin_id === coinId);
  return (
    <div className="field-row">
      <FormField id={ids.coin} label={t("withdraw.coin")}>
        <select
          id={ids.coin}
          className="input"
          value={coinId || ""}
          {...invalid}
          onChange={(e) => {
            const id = Number(e.target.value) || 0;
            onChange(id, protocols?.find((p) => p.coin_id === id)?.channels[0]?.channel ?? "");
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
          onChange={(e) => onChange(coinId, e.target.value)}
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
  );
}
