import { useTranslation } from "react-i18next";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { ConfirmDialog, type ConfirmActions } from "../../components/ConfirmDialog";
import type { WithdrawalRecord } from "../../api/withdraw";
import { maskAddress } from "../../lib/format";
import { useFormat } from "../../lib/useFormat";

export interface Decision {
  record: WithdrawalRecord;
  action: "approve" | "reject";
}

interface Props extends ConfirmActions {
  decision: Decision;
}

/**
 * The admin's confirm step: what the user asked to withdraw, the fee, and what leaves for their address (amount −
 * fee), or on a rejection what comes back to their balance (the whole amount).
 */
export function ReviewConfirm({ decision, ...actions }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { record: r, action } = decision;
  const approve = action === "approve";
  return (
    <ConfirmDialog
      title={approve ? t("admin.approveTitle") : t("admin.rejectTitle")}
      confirmLabel={approve ? t("admin.approve") : t("admin.reject")}
      danger={!approve}
      rows={[
        { label: t("admin.user"), value: <Address value={r.user_address ?? ""} /> },
        { label: t("admin.requested"), value: <Amount value={r.amount} coin={r.coin_name} /> },
        ...(approve
          ? [
              { label: t("withdraw.feeShort"), value: <Amount value={r.fee} coin={r.coin_name} /> },
              {
                label: t("admin.sentToUser"),
                value: <Amount value={r.actual} coin={r.coin_name} />,
                total: true,
              },
              {
                label: t("withdraw.toAddress"),
                value: maskAddress(r.address),
                full: r.address,
                className: "mono",
              },
            ]
          : [
              {
                label: t("admin.refunded"),
                value: <Amount value={r.amount} coin={r.coin_name} />,
                total: true,
              },
            ]),
      ]}
      {...actions}
    >
      <p className="muted small review-confirm-text">
        {approve
          ? t("admin.approveText", {
              amount: f.money(r.actual, r.coin_name),
              address: maskAddress(r.address),
            })
          : t("admin.rejectText", { amount: f.money(r.amount, r.coin_name) })}
      </p>
    </ConfirmDialog>
  );
}
