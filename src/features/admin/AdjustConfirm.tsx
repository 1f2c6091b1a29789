import { useTranslation } from "react-i18next";
import { ConfirmDialog, type ConfirmActions } from "../../components/ConfirmDialog";
import { formatUnits } from "../../lib/decimal";
import { maskAddress } from "../../lib/format";
import type { Units } from "../../lib/money";

export interface Adjustment {
  address: string;
  coin: string;
  /** Signed: a negative change debits. */
  change: Units;
  reason: string;
}

interface Props extends ConfirmActions {
  adjustment: Adjustment;
}

/** A balance moves only after the admin has seen whose, which coin, by how much (signed) and why. */
export function AdjustConfirm({ adjustment, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  const { change } = adjustment;
  const debit = change < 0n;
  const magnitude = formatUnits(debit ? -change : change, 4, i18n.language);
  return (
    <ConfirmDialog
      title={t("admin.confirmTitle")}
      rows={[
        {
          label: t("admin.address"),
          value: maskAddress(adjustment.address),
          full: adjustment.address,
          className: "mono",
        },
        {
          label: t("admin.change"),
          value: `${debit ? "−" : "+"}${magnitude} ${adjustment.coin}`,
          className: debit ? "minus" : "plus",
          total: true,
        },
        { label: t("admin.reason"), value: adjustment.reason },
      ]}
      danger={debit}
      {...actions}
    />
  );
}
