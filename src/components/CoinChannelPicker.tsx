import { useId } from "react";
import { FormField } from "./FormField";

/** A coin and the channels (networks) it moves on, as the recharge and withdrawal protocols list them. */
export interface CoinChannels {
  coin_id: number;
  coin_name: string;
  channels: { channel: string }[];
}

/**
 * The currency and its network side by side, for recharge and withdraw. A new currency brings its first channel.
 * `placeholder`: a first, empty choice for a form that starts with no currency (withdraw); `invalid`: the form's
 * refusal on the currency's select ("select the currency").
 */
export function CoinChannelPicker({
  protocols,
  coinId,
  channel,
  labels,
  placeholder,
  invalid,
  onChange,
}: {
  protocols: CoinChannels[] | null;
  coinId: number;
  channel: string;
  labels: { coin: string; channel: string };
  placeholder?: string;
  invalid?: object;
  onChange: (coinId: number, channel: string) => void;
}) {
  const ids = { coin: useId(), channel: useId() };
  const protocol = protocols?.find((p) => p.coin_id === coinId);
  return (
    <div className="field-row">
      <FormField id={ids.coin} label={labels.coin}>
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
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {(protocols ?? []).map((p) => (
            <option key={p.coin_id} value={p.coin_id}>
              {p.coin_name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.channel} label={labels.channel}>
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
