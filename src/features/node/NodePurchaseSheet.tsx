import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AddressQr } from "../../components/AddressQr";
import { Sheet } from "../../components/Sheet";
import { IS_DEMO, NODE_RECHARGE_ADDRESS } from "../../config";
import { closeSheet } from "../../state/ui";
import { Tips } from "../../components/Tips";
import { SimulateTransfer } from "./SimulateTransfer";

const TIPS = ["node.tip1", "node.tip2", "node.tip3"] as const;

/**
 * The node-purchase sheet (70%, docs/product.md#super-node), home's "super node": a node paid by a transfer to the
 * fixed address (QR code, copy, tips), unlike the node tiers of /node paid from the balance; in the demo the transfer
 * can be simulated.
 */
export default function NodePurchaseSheet() {
  const { t } = useTranslation();
  return (
    <Sheet
      title={t("node.title")}
      height={70}
      onClose={() => closeSheet("nodePurchase")}
      closeLabel={t("node.close")}
    >
      <p className="muted small">{t("node.intro")}</p>
      <AddressQr
        address={NODE_RECHARGE_ADDRESS}
        qrLabel={t("node.qrLabel")}
        caption={t("node.addressLabel")}
        copyLabel={t("node.copyAddress")}
      />
      <Tips title={t("node.tipsTitle")} items={TIPS.map((key) => t(key))} />
      <Link to="/node" className="button secondary block" onClick={() => closeSheet("nodePurchase")}>
        {t("node.tiersLink")}
      </Link>
      {IS_DEMO && <SimulateTransfer />}
    </Sheet>
  );
}
