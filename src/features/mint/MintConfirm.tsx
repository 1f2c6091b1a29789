import { useTranslation } from "react-i18next";
import { ConfirmDialog, type ConfirmActions, type SummaryRow } from "../../components/ConfirmDialog";
import { unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import "../../components/FormField.css";

interface Props extends ConfirmActions {
  price: string;
  coin: string;
  /** The user's balance of the paying coin, when known. */
  balance: string | null;
}

/** A mint is paid from the balance: what it costs and what is left are confirmed before it is charged. */
export function MintConfirm({ price, coin, balance, busy, ...actions }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const after = balance === null ? null : unitsOrZero(balance) - unitsOrZero(price);
  const rows: SummaryRow[] = [{ label: t("mintPage.price"), value: f.money(price, coin) }];
  if (after !== null && after >= 0n)
    rows.push({
      label: t("mintPage.balanceAfter"),
      value: f.money(after, coin),
      total: true,
    });
  return (
    <ConfirmDialog
      title={t("mintPage.confirmTitle")}
      rows={rows}
      busy={busy}
      confirmLabel={busy ? t("mintPage.minting") : undefined}
      {...actions}
    >
      {after !== null && after < 0n && (
        <p className="form-error" role="alert">
          {t("mintPage.notEnough", { coin })}
        </p>
      )}
    </ConfirmDialog>
  );
}
