import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "../../lib/useOnline";
import {
  approveWithdrawal,
  getWithdrawReview,
  rejectWithdrawal,
  REVIEW_STATUSES,
  withdrawalCountsQuery,
  type ReviewStatus,
} from "../../api/admin";
import type { WithdrawalRecord } from "../../api/withdraw";
import { Address } from "../../components/Address";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { RecordRow } from "../../components/RecordRow";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { StatusBadge } from "../../components/StatusBadge";
import { Tabs } from "../../components/Tabs";
import { keys } from "../../api/queryKeys";
import { useChange } from "../../api/useChange";
import { useFormat } from "../../lib/useFormat";
import { maskAddress } from "../../lib/format";
import { toast } from "../../state/ui";
import { ReviewConfirm, type Decision } from "./ReviewConfirm";

interface Props {
  status: ReviewStatus;
  onStatus: (status: ReviewStatus) => void;
}

/**
 * Withdrawals by status, each tab with the number its list holds; a pending one is approved or rejected after a
 * confirm step that shows what the user is sent.
 */
export function WithdrawReview({ status, onStatus }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [decision, setDecision] = useState<Decision | null>(null);
  const counts = useQuery(withdrawalCountsQuery).data;
  const review = useChange(
    "reviewWithdrawal",
    (d: Decision) =>
      d.action === "approve" ? approveWithdrawal(d.record.id) : rejectWithdrawal(d.record.id),
    { onSuccess: (_, d) => toast(d.action === "approve" ? t("admin.approved") : t("admin.rejected")) },
  );
  const busy = review.isPending;
  const online = useOnline();

  // The dialog closes with the answer; a refusal has been said by the mutation cache (src/api/queryClient.ts).
  const decide = () => {
    if (decision && !busy) review.mutate(decision, { onSettled: () => setDecision(null) });
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
        { label: t("admin.userReceives"), value: <Amount value={r.actual} coin={r.coin_name} /> },
        {
          label: t("withdraw.address"),
          value: (
            <>
              <Address value={r.address} explorer="address" /> · {r.channel}
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

  const tabLabel = (s: ReviewStatus) =>
    counts ? t("admin.tabCount", { status: t(`status.${s}`), n: f.count(counts[s]) }) : t(`status.${s}`);

  return (
    <section id="admin-review" className="admin-section" aria-labelledby="review-title">
      <h2 id="review-title" className="section-title">
        {t("admin.review")}
      </h2>
      <Tabs
        label={t("admin.review")}
        value={status}
        onChange={onStatus}
        variant="pill"
        tabs={REVIEW_STATUSES.map((s) => ({ key: s, label: tabLabel(s) }))}
      >
        <PullToRefreshList
          label={t("admin.reviewList", { status: t(`status.${status}`) })}
          queryKey={keys.adminWithdrawalList(status)}
          fetchPage={(page) => getWithdrawReview(status, page)}
          itemKey={(r) => r.id}
          renderItem={row}
          className="record-list"
        />
      </Tabs>
      {decision && (
        <ReviewConfirm
          decision={decision}
          busy={busy}
          online={online}
          onCancel={() => setDecision(null)}
          onConfirm={decide}
        />
      )}
    </section>
  );
}
