import { useTranslation } from "react-i18next";
import { ConfirmDialog, type ConfirmActions } from "../../components/ConfirmDialog";
import { GroupedAddress } from "../../components/GroupedAddress";
import { type Units } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";

export interface WithdrawSummary {
  coin: string;
  channel: string;
  address: string;
  amount: Units;
  fee: Units;
  actual: Units;
}

interface Props extends ConfirmActions {
  summary: WithdrawSummary;
}

/**
 * Money leaves only after this: what is sent, the fee, what arrives, and where (/withdraw,
 * docs/business-rules.md#withdrawal).
 */
export function WithdrawConfirm({ summary, ...actions }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (units: Units) => f.money(units, summary.coin);
  return (
    <ConfirmDialog
      title={t("withdraw.confirmTitle")}
      rows={[
        { label: t("withdraw.channel"), value: summary.channel },
        { label: t("withdraw.amount"), value: money(summary.amount) },
        { label: t("withdraw.feeShort"), value: money(summary.fee) },
        { label: t("withdraw.actual"), value: money(summary.actual), total: true },
      ]}
      {...actions}
    >
      {/* Whole, in groups, first and last emphasised: a transfer on chain cannot be reversed. */}
      <div className="confirm-address">
        <p className="muted small">{t("withdraw.toAddress")}</p>
        <GroupedAddress value={summary.address} />
        <p className="muted small">{t("withdraw.tip2")}</p>
      </div>
    </ConfirmDialog>
  );
}
