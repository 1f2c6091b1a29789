import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { AMOUNT_PLACES } from "../../lib/money/format";
import { UNIT, unitsOrZero, type Units } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";

/** One step of the shown places (0.0001). */
const STEP = UNIT / 10n ** BigInt(AMOUNT_PLACES);

/**
 * What is missing, rounded up to the places shown: "0.0000 more" would be false, and recharging what is shown must be
 * enough.
 */
export function shortfall(price: string, balance: string): Units {
  const missing = unitsOrZero(price) - unitsOrZero(balance);
  if (missing <= 0n) return 0n;
  return ((missing + STEP - 1n) / STEP) * STEP;
}

interface Props {
  name: string;
  price: string;
  coin: string;
  balance: string;
  onCancel: () => void;
  onRecharge: () => void;
}

/**
 * A tier the balance cannot pay: said before any confirmation, with what is missing and the way to recharge, as a
 * wallet app answers a buy it cannot pay (docs/decisions/0044-ways-in.md).
 */
export function NodeShortfall({ name, price, coin, balance, onCancel, onRecharge }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <ConfirmDialog
      title={t("nodePage.shortTitle")}
      rows={[
        { label: name, value: f.money(price, coin) },
        { label: t("nodePage.shortBalance"), value: f.money(balance, coin) },
        { label: t("nodePage.shortMissing"), value: f.money(shortfall(price, balance), coin), total: true },
      ]}
      busy={false}
      online
      onCancel={onCancel}
      onConfirm={onRecharge}
      confirmLabel={t("routes.recharge")}
    >
      <p>{t("nodePage.shortText", { coin })}</p>
    </ConfirmDialog>
  );
}
