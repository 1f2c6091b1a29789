import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { formatUnits, unitsOf } from "../../lib/decimal";
import { useFormat } from "../../lib/useFormat";

interface Props {
  price: string;
  coin: string;
  /** The user's balance of the paying coin, when known. */
  balance: string | null;
  busy: boolean;
  online: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A mint is paid from the balance: what it costs and what is left are confirmed before it is charged. */
export function MintConfirm({ price, coin, balance, busy, online, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const after = balance === null ? null : unitsOf(balance) - unitsOf(price);
  return (
    <Dialog title={t("mintPage.confirmTitle")} onDismiss={busy ? undefined : onCancel}>
      <dl className="quote">
        <div>
          <dt>{t("mintPage.price")}</dt>
          <dd>
            {f.price(price)} {coin}
          </dd>
        </div>
        {after !== null && after >= 0n && (
          <div className="quote-total">
            <dt>{t("mintPage.balanceAfter")}</dt>
            <dd>
              {formatUnits(after, 4, f.locale)} {coin}
            </dd>
          </div>
        )}
      </dl>
      {after !== null && after < 0n && (
        <p className="form-error" role="alert">
          {t("mintPage.notEnough", { coin })}
        </p>
      )}
      <DialogActions
        cancelLabel={t("mintPage.cancel")}
        onCancel={onCancel}
        confirmLabel={busy ? t("mintPage.minting") : t("records.confirm")}
        onConfirm={onConfirm}
        busy={busy}
        online={online}
      />
    </Dialog>
  );
}
