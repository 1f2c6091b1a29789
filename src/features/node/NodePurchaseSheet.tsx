import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon";
import { Sheet } from "../../components/Sheet";
import { NODE_RECHARGE_ADDRESS } from "../../config";
import { copyText } from "../../lib/clipboard";
import { closeSheet, toast } from "../../state/ui";
import { Tips } from "../../components/Tips";

const TIPS = ["node.tip1", "node.tip2", "node.tip3"] as const;

/** SPEC.md §2 node-purchase sheet (70%): the fixed recharge address as a QR code, a copy action and tips. */
export default function NodePurchaseSheet() {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(NODE_RECHARGE_ADDRESS)) toast(t("toast.copySuccess"));
  };
  return (
    <Sheet
      title={t("node.title")}
      height={70}
      onClose={() => closeSheet("nodePurchase")}
      closeLabel={t("node.close")}
    >
      <div className="qr-card">
        <div className="qr-frame">
          <QRCodeSVG
            value={NODE_RECHARGE_ADDRESS}
            size={176}
            marginSize={2}
            level="M"
            bgColor="#ffffff"
            fgColor="#0b0f1a"
            role="img"
            aria-label={t("node.qrLabel")}
          />
        </div>
        <p className="muted small center">{t("node.addressLabel")}</p>
        <p className="recharge-address mono">{NODE_RECHARGE_ADDRESS}</p>
        <button type="button" className="button block" onClick={copy}>
          <Icon name="copy" />
          {t("node.copyAddress")}
        </button>
      </div>
      <Tips title={t("node.tipsTitle")} items={TIPS.map((key) => t(key))} />
    </Sheet>
  );
}
