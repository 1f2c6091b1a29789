import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { formatUnits } from "../../lib/decimal";
import { maskAddress } from "../../lib/format";
import type { Units } from "../../lib/money";

export interface WithdrawSummary {
  coin: string;
  channel: string;
  address: string;
  amount: Units;
  fee: Units;
  actual: Units;
}

interface Props {
  summary: WithdrawSummary;
  busy: boolean;
  online: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Money leaves only after this: what is sent, the fee, what arrives, and where (SPEC.md §2 /withdraw). */
export function WithdrawConfirm({ summary, busy, online, onCancel, onConfirm }: Props) {
  const { t, i18n } = useTranslation();
  const money = (units: Units) => `${formatUnits(units, 4, i18n.language)} ${summary.coin}`;
  return (
    <Dialog title={t("withdraw.confirmTitle")} onDismiss={busy ? undefined : onCancel}>
      <dl className="quote">
        <div>
          <dt>{t("withdraw.toAddress")}</dt>
          <dd className="mono" title={summary.address}>
            {maskAddress(summary.address)}
          </dd>
        </div>
        <div>
          <dt>{t("withdraw.channel")}</dt>
          <dd>{summary.channel}</dd>
        </div>
        <div>
          <dt>{t("withdraw.amount")}</dt>
          <dd>{money(summary.amount)}</dd>
        </div>
        <div>
          <dt>{t("withdraw.feeShort")}</dt>
          <dd>{money(summary.fee)}</dd>
        </div>
        <div className="quote-total">
          <dt>{t("withdraw.actual")}</dt>
          <dd>{money(summary.actual)}</dd>
        </div>
      </dl>
      <DialogActions
        cancelLabel={t("records.cancel")}
        onCancel={onCancel}
        confirmLabel={t("records.confirm")}
        onConfirm={onConfirm}
        busy={busy}
        online={online}
      />
    </Dialog>
  );
}
