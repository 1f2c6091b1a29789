import { useTranslation } from "react-i18next";
import { Amount } from "../../components/Amount";
import { ConfirmDialog, type ConfirmActions } from "../../components/ConfirmDialog";
import { maskAddress } from "../../lib/format";
import type { Units } from "../../lib/money/units";

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
  const { t } = useTranslation();
  const { change } = adjustment;
  const debit = change < 0n;
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
          value: <Amount value={change} coin={adjustment.coin} signed />,
          total: true,
        },
        { label: t("admin.reason"), value: adjustment.reason },
      ]}
      danger={debit}
      {...actions}
    />
  );
}
