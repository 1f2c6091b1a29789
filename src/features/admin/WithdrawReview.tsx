import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "../../lib/useOnline";
import { approveWithdrawal, getWithdrawReview, rejectWithdrawal, type ReviewStatus } from "../../api/admin";
import type { WithdrawalRecord } from "../../api/withdraw";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { Dialog } from "../../components/Dialog";
import { RecordRow } from "../../components/RecordRow";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { StatusBadge } from "../../components/StatusBadge";
import { Tabs } from "../../components/Tabs";
import { keys } from "../../api/queryKeys";
import { useChange } from "../../api/useChange";
import { useFormat } from "../../lib/useFormat";
import { maskAddress } from "../../lib/format";
import { toast } from "../../state/ui";
import { DialogActions } from "../../components/DialogActions";

const STATUSES: ReviewStatus[] = ["pending", "processing", "successful", "failed"];

interface Decision {
  record: WithdrawalRecord;
  action: "approve" | "reject";
}

/** Withdrawals by status; a pending one is approved or rejected after a confirm step. */
export function WithdrawReview() {
  const { t } = useTranslation();
  const f = useFormat();
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const [decision, setDecision] = useState<Decision | null>(null);
  const review = useChange("reviewWithdrawal", (d: Decision) =>
    d.action === "approve" ? approveWithdrawal(d.record.id) : rejectWithdrawal(d.record.id),
  );
  const busy = review.isPending;
  const online = useOnline();

  const decide = async () => {
    if (!decision || busy) return;
    try {
      await review.mutateAsync(decision);
      toast(decision.action === "approve" ? t("admin.approved") : t("admin.rejected"));
    } catch {
      // the API client has shown why
    } finally {
      setDecision(null);
    }
  };

  /** Whose and how much: how the admin tells withdrawals apart (never by an internal id). */
  const what = (r: WithdrawalRecord) =>
    `${f.money(r.amount, r.coin_name)} · ${maskAddress(r.user_address ?? "")}`;

  const row = (r: WithdrawalRecord) => (
    <RecordRow
      label={t("admin.withdrawalLabel", { what: what(r) })}
      title={<Amount value={r.amount} coin={r.coin_name} />}
      side={<StatusBadge status={r.status} />}
      fields={[
        { label: t("admin.user"), value: <Address value={r.user_address ?? ""} /> },
        { label: t("records.time"), value: <DateTime ms={r.created_at} /> },
        { label: t("withdraw.feeShort"), value: <Amount value={r.fee} coin={r.coin_name} /> },
        { label: t("withdraw.actual"), value: <Amount value={r.actual} coin={r.coin_name} /> },
        {
          label: t("withdraw.address"),
          value: (
            <>
              <Address value={r.address} /> · {r.channel}
            </>
          ),
          wide: true,
        },
      ]}
    >
      {r.status === "pending" && (
        <div className="record-actions">
          <button
            type="button"
            className="button small danger"
            aria-label={t("admin.rejectLabel", { what: what(r) })}
            onClick={() => setDecision({ record: r, action: "reject" })}
          >
            {t("admin.reject")}
          </button>
          <button
            type="button"
            className="button small"
            aria-label={t("admin.approveLabel", { what: what(r) })}
            onClick={() => setDecision({ record: r, action: "approve" })}
          >
            {t("admin.approve")}
          </button>
        </div>
      )}
    </RecordRow>
  );

  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title" className="section-title">
        {t("admin.review")}
      </h2>
      <Tabs
        label={t("admin.review")}
        value={status}
        onChange={setStatus}
        variant="pill"
        tabs={STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))}
      >
        <PullToRefreshList
          label={t("admin.reviewList", { status: t(`status.${status}`) })}
          queryKey={[...keys.adminWithdrawals, status]}
          fetchPage={(page) => getWithdrawReview(status, page)}
          itemKey={(r) => r.id}
          renderItem={row}
          className="record-list"
        />
      </Tabs>
      {decision && (
        <Dialog
          title={decision.action === "approve" ? t("admin.approveTitle") : t("admin.rejectTitle")}
          onDismiss={busy ? undefined : () => setDecision(null)}
        >
          <p className="muted">
            {t(decision.action === "approve" ? "admin.approveText" : "admin.rejectText", {
              amount: f.amount(decision.record.amount),
              coin: decision.record.coin_name,
              address: maskAddress(decision.record.address),
            })}
          </p>
          <DialogActions
            cancelLabel={t("records.cancel")}
            onCancel={() => setDecision(null)}
            confirmLabel={decision.action === "approve" ? t("admin.approve") : t("admin.reject")}
            onConfirm={() => void decide()}
            busy={busy}
            online={online}
            danger={decision.action === "reject"}
          />
        </Dialog>
      )}
    </section>
  );
}
