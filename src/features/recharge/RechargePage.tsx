import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CoinChannelPicker } from "../../components/CoinChannelPicker";
import { offlineHint } from "../../components/OfflineNotice";
import { useOnline } from "../../lib/useOnline";
import {
  depositAddressQuery,
  rechargeProtocolsQuery,
  seedRechargeRecord,
  simulateDeposit,
  type SimulateDepositBody,
} from "../../api/recharge";
import { useMoneyMove } from "../../api/useMoneyMove";
import { MoveConfirming } from "../../components/MoveConfirming";
import { AddressQr } from "../../components/AddressQr";
import { PageHeader } from "../../components/PageHeader";
import { IS_DEMO } from "../../config";
import { Spinner } from "../../components/Spinner";
import { unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import { AmountField } from "../../components/AmountField";
import { useAmountField } from "../../components/useAmountField";
import { Tips } from "../../components/Tips";
import "../../components/demo/DemoBox.css";

const WARNINGS = ["recharge.warnUsdt", "recharge.warnBsc", "recharge.warnCex"] as const;

/** Demo mode only: a deposit as if it arrived on chain, so the confirmation and the credit can be shown. */
function SimulateDeposit({
  coinId,
  channel,
  minAmount,
}: {
  coinId: number;
  channel: string;
  minAmount: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const inputId = useId();
  const amount = useAmountField(
    { decimals: 4, belowMinimum: (a) => a < unitsOrZero(minAmount) },
    { coin: "USDT", belowMinimum: t("recharge.belowMinimum", { min: f.exact(minAmount) }) },
  );
  const navigate = useNavigate();
  // A late answer is asked for again with the same request id (docs/decisions/0039); a refusal is said by the
  // mutation cache.
  const depositing = useMoneyMove({
    change: "deposit",
    name: "simulateDeposit",
    send: (body: Omit<SimulateDepositBody, "request_id">, { requestId }) =>
      simulateDeposit({ ...body, request_id: requestId }),
    onDone: (record) => {
      seedRechargeRecord(record);
      void navigate({ to: "/rechargeResult", search: { id: record.id } });
    },
    leavesOnDone: true,
  });
  const busy = depositing.busy;
  const online = useOnline();

  const submit = () => {
    if (amount.ask() && amount.plain !== null && !busy)
      depositing.start({ coin_id: coinId, channel, amount: amount.plain });
  };

  return (
    <section className="card demo-box" aria-labelledby="simulate-title">
      <h2 id="simulate-title" className="demo-box-title">
        <span className="demo-tag">{t("recharge.demoTag")}</span>
        {t("recharge.simulateTitle")}
      </h2>
      <p className="muted small">{t("recharge.simulateText")}</p>
      <form
        className="money-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <AmountField
          field={amount}
          id={inputId}
          label={t("recharge.simulateAmount")}
          placeholder={t("recharge.minPlaceholder", { min: f.exact(minAmount) })}
        />
        <button
          type="submit"
          className="button block"
          disabled={busy || !online || amount.refused}
          {...offlineHint(online)}
        >
          {busy && <Spinner />}
          {depositing.confirming ? t("moneyMove.confirming") : t("recharge.simulate")}
        </button>
        {depositing.confirming && <MoveConfirming />}
      </form>
    </section>
  );
}

/**
 * /recharge (docs/business-rules.md#recharge): USDT over BEP20, the deposit address as text and QR code, copy, and
 * the warnings.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const protocols = useQuery(rechargeProtocolsQuery).data ?? null;
  // The first coin and its first channel until the user picks others.
  const [chosenCoin, setCoin] = useState(0);
  const [chosenChannel, setChannel] = useState("");
  const coin = chosenCoin || (protocols?.[0]?.coin_id ?? 0);
  const protocol = protocols?.find((p) => p.coin_id === coin);
  const channel = chosenChannel || (protocol?.channels[0]?.channel ?? "");
  const channelInfo = protocol?.channels.find((c) => c.channel === channel);
  const address = useQuery(depositAddressQuery(coin, channel)).data?.address ?? "";

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.recharge" records="/rechargeLogs" />

      <div className="card money-form">
        <CoinChannelPicker
          protocols={protocols}
          coinId={coin}
          channel={channel}
          labels={{ coin: t("recharge.coin"), channel: t("recharge.channel") }}
          onChange={(id, next) => {
            setCoin(id);
            setChannel(next);
          }}
        />
      </div>

      <AddressQr
        address={address || null}
        qrLabel={t("recharge.qrLabel")}
        caption={t("recharge.addressLabel")}
        copyLabel={t("recharge.copy")}
      >
        {channelInfo && (
          <p className="muted small center">
            {t("recharge.minimum", { min: f.exact(channelInfo.min_amount), coin: protocol?.coin_name ?? "" })}
          </p>
        )}
      </AddressQr>

      <Tips warn title={t("recharge.warnTitle")} items={WARNINGS.map((key) => t(key))} />

      {IS_DEMO && protocol && channelInfo && (
        <SimulateDeposit coinId={protocol.coin_id} channel={channel} minAmount={channelInfo.min_amount} />
      )}
    </section>
  );
}
