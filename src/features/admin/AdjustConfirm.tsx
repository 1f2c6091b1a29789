import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
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

interface Props {
  adjustment: Adjustment;
  busy: boolean;
  online: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A balance moves only after the admin has seen whose, which coin, by how much (signed) and why. */
export function AdjustConfirm({ adjustment, busy, online, onCancel, onConfirm }: Props) {
  const { t, i18n } = useTranslation();
  const { change } = adjustment;
  const magnitude = formatUnits(change < 0n ? -change : change, 4, i18n.language);
  return (
    <Dialog title={t("admin.confirmTitle")} onDismiss={busy ? undefined : onCancel}>
      <dl className="quote">
        <div>
          <dt>{t("admin.address")}</dt>
          <dd className="mono" title={adjustment.address}>
            {maskAddress(adjustment.address)}
          </dd>
        </div>
        <div className="quote-total">
          <dt>{t("admin.change")}</dt>
          <dd className={change < 0n ? "minus" : "plus"}>
            {`${change < 0n ? "−" : "+"}${magnitude} ${adjustment.coin}`}
          </dd>
        </div>
        <div>
          <dt>{t("admin.reason")}</dt>
          <dd>{adjustment.reason}</dd>
        </div>
      </dl>
      <DialogActions
        cancelLabel={t("records.cancel")}
        onCancel={onCancel}
        confirmLabel={t("records.confirm")}
        onConfirm={onConfirm}
        busy={busy}
        online={online}
        danger={change < 0n}
      />
    </Dialog>
  );
}
