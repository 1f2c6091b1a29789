import { useTranslation } from "react-i18next";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { ConfirmDialog, type ConfirmActions, type SummaryRow } from "../../components/ConfirmDialog";
import { DateTime } from "../../components/DateTime";
import { GroupedAddress } from "../../components/GroupedAddress";
import { Icon } from "../../components/Icon";
import { StatusBadge } from "../../components/StatusBadge";
import type { WithdrawalRecord } from "../../api/withdraw";
import { copyText } from "../../lib/clipboard";
import { maskAddress } from "../../lib/format";
import { useFormat } from "../../lib/useFormat";
import { toast } from "../../state/ui";
import "./ReviewConfirm.css";

export interface Decision {
  record: WithdrawalRecord;
  action: "approve" | "reject";
}

interface Props extends ConfirmActions {
  decision: Decision;
}

/**
 * The admin's confirm step shows the whole request either way (who, which coin and channel, the amount, fee and what
 * arrives, the whole destination, when), then what the decision does: what leaves for the address, or what comes
 * back and exactly what the user's records will say (docs/decisions/0045-bill-export-and-records.md).
 */
export function ReviewConfirm({ decision, ...actions }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { record: r, action } = decision;
  const approve = action === "approve";
  const coin = r.coin_name;
  const rows: SummaryRow[] = [
    { label: t("admin.user"), value: <Address value={r.user_address ?? ""} /> },
    { label: t("admin.coin"), value: `${coin} · ${r.channel}` },
    { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
    { label: t("admin.requested"), value: <Amount value={r.amount} coin={coin} /> },
    { label: t("withdraw.feeShort"), value: <Amount value={r.fee} coin={coin} /> },
    approve
      ? { label: t("admin.sentToUser"), value: <Amount value={r.actual} coin={coin} />, total: true }
      : { label: t("admin.userReceives"), value: <Amount value={r.actual} coin={coin} /> },
  ];
  if (!approve)
    rows.push({ label: t("admin.refunded"), value: <Amount value={r.amount} coin={coin} />, total: true });

  const copy = async () => {
    if (await copyText(r.address)) toast(t("toast.copySuccess"));
  };

  return (
    <ConfirmDialog
      title={approve ? t("admin.approveTitle") : t("admin.rejectTitle")}
      confirmLabel={approve ? t("admin.approve") : t("admin.reject")}
      danger={!approve}
      rows={rows}
      {...actions}
    >
      <div className="confirm-address">
        <div className="review-address-head">
          <p className="muted small">{t("withdraw.toAddress")}</p>
          <button
            type="button"
            className="icon-button small"
            onClick={() => void copy()}
            aria-label={t("records.copyValue", { label: t("withdraw.toAddress") })}
          >
            <Icon name="copy" />
          </button>
        </div>
        <GroupedAddress value={r.address} />
      </div>
      {approve ? (
        <p className="muted small review-confirm-text">
          {t("admin.approveText", { amount: f.money(r.actual, coin), address: maskAddress(r.address) })}
        </p>
      ) : (
        <section className="review-user-sees" aria-labelledby="review-user-sees">
          <p className="muted small review-confirm-text">
            {t("admin.rejectText", { amount: f.money(r.amount, coin) })}
          </p>
          <h3 id="review-user-sees" className="small">
            {t("admin.userSees")}
          </h3>
          <dl>
            <div>
              <dt>{t("routes.withdrawLogs")}</dt>
              <dd>
                <Amount value={`-${r.amount}`} coin={coin} signed /> <StatusBadge status="failed" />
              </dd>
            </div>
            <div>
              <dt>{t("routes.billLogs")}</dt>
              <dd>
                {t("changeType.withdrawal_rejection")} <Amount value={r.amount} coin={coin} signed />
              </dd>
            </div>
          </dl>
          <p className="muted small">{t("admin.noReason")}</p>
        </section>
      )}
    </ConfirmDialog>
  );
}
