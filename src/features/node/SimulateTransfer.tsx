import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { simulateSuperNodeTransfer } from "../../api/demo";
import { useQuery } from "@tanstack/react-query";
import { nodeTiersQuery } from "../../api/node";
import { useMoneyMove } from "../../api/useMoneyMove";
import type { NodeTierType } from "../../api/wire";
import { Address } from "../../components/Address";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormField } from "../../components/FormField";
import { LoadState } from "../../components/LoadState";
import { MoveConfirming } from "../../components/MoveConfirming";
import { NODE_RECHARGE_ADDRESS } from "../../config";
import { useFormat } from "../../lib/useFormat";
import { useOnline } from "../../lib/useOnline";
import { closeSheet, toast } from "../../state/ui";
import { reloadUser } from "../../wallet/account";
import "../../components/demo/DemoBox.css";

/**
 * Demo only, under the super node's address: sends the chosen tier's price there, as the user's own wallet would,
 * after a confirmation. The demo's backend credits the transfer and the node at once, and the app goes on to the
 * node's success page, so the QR code is not a dead end.
 */
export function SimulateTransfer() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const online = useOnline();
  const tierId = useId();
  const tiers = useQuery(nodeTiersQuery);
  const [chosen, setChosen] = useState<NodeTierType>(1);
  const [confirming, setConfirming] = useState(false);
  // A late answer is asked for again with the same request id (docs/decisions/0039).
  const transfer = useMoneyMove({
    change: "buyNode",
    name: "superNodeTransfer",
    send: (type: NodeTierType, { requestId }) => simulateSuperNodeTransfer(type, requestId),
    onDone: (result, type) => {
      toast(t("node.transferReceived", { name: t(`node.type${type}`) }));
      void reloadUser();
      closeSheet("nodePurchase");
      void navigate({ to: "/nodeSuccess", search: { id: result.order.id } });
    },
    // The mutation cache has said why (sold out, no inviter); nothing was sent.
    onFailed: () => setConfirming(false),
  });
  const busy = transfer.busy;

  if (tiers.status !== "success") return <LoadState query={tiers} />;
  const tier = tiers.data.find((x) => x.type === chosen) ?? tiers.data[0]!;
  const price = f.money(tier.price, tier.coin_name);

  const send = () => {
    if (!busy) transfer.start(tier.type);
  };

  return (
    <section className="card demo-box" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="demo-box-title">
        <span className="demo-tag">{t("recharge.demoTag")}</span>
        {t("node.demoTitle")}
      </h2>
      <p className="muted small">{t("node.demoText")}</p>
      <FormField id={tierId} label={t("node.demoTier")}>
        <select
          id={tierId}
          className="input"
          value={tier.type}
          onChange={(e) => setChosen(Number(e.target.value) as NodeTierType)}
        >
          {tiers.data.map((x) => (
            <option key={x.type} value={x.type} disabled={x.surplus <= 0}>
              {`${t(`node.type${x.type}`)} · ${f.money(x.price, x.coin_name)}`}
            </option>
          ))}
        </select>
      </FormField>
      <button type="button" className="button block" disabled={busy} onClick={() => setConfirming(true)}>
        {transfer.confirming ? t("moneyMove.confirming") : t("node.demoSubmit", { amount: price })}
      </button>
      {transfer.confirming && <MoveConfirming />}
      {confirming && !transfer.confirming && (
        <ConfirmDialog
          title={t("node.confirmTitle")}
          rows={[
            { label: t("node.confirmTo"), value: <Address value={NODE_RECHARGE_ADDRESS} /> },
            { label: t("node.demoTier"), value: t(`node.type${tier.type}`) },
            { label: t("node.confirmAmount"), value: price, total: true },
          ]}
          busy={busy}
          online={online}
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        />
      )}
    </section>
  );
}
