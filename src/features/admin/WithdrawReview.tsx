import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "../../lib/useOnline";
import { approveWithdrawal, getWithdrawReview, rejectWithdrawal, type ReviewStatus } from "../../api/admin";
import type { WithdrawalRecord } from "../../api/withdraw";
import { Dialog } from "../../components/Dialog";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { StatusBadge } from "../../components/StatusBadge";
import { Tabs } from "../../components/Tabs";
import { cursorLoader } from "../../api/cursorLoader";
import { formatDateTime } from "../../lib/datetime";
import { formatDecimal } from "../../lib/decimal";
import { maskAddress } from "../../lib/format";
import { toast } from "../../state/ui";
import { DialogActions } from "../../components/DialogActions";

const STATUSES: ReviewStatus[] = ["pending", "processing", "successful", "failed"];

interface Decision {
  record: WithdrawalRecord;
  action: "approve" | "reject";
}

/** Withdrawals by status; a pending one is approved or rejected after a confirm step. */
export function WithdrawReview({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const load = useMemo(() => {
    void version;
    return cursorLoader((query) => getWithdrawReview(status, query));
  }, [status, version]);

  const decide = async () => {
    if (!decision || busy) return;
    setBusy(true);
    try {
      if (decision.action === "approve") await approveWithdrawal(decision.record.id);
      else await rejectWithdrawal(decision.record.id);
      toast(decision.action === "approve" ? t("admin.approved") : t("admin.rejected"));
      setDecision(null);
      onChanged();
    } catch {
      setDecision(null);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const row = (r: WithdrawalRecord) => (
    <article className="record" aria-label={t("admin.withdrawalLabel", { id: r.id })}>
      <div className="record-head">
        <strong>
          {formatDecimal(r.amount, 4, lang)} {r.coin_name}
        </strong>
        <StatusBadge status={r.status} />
      </div>
      <dl className="record-grid">
        <div>
          <dt>{t("admin.user")}</dt>
          <dd>#{r.user_id}</dd>
        </div>
        <div>
          <dt>{t("records.time")}</dt>
          <dd>{formatDateTime(r.created_at, lang)}</dd>
        </div>
        <div>
          <dt>{t("withdraw.feeShort")}</dt>
          <dd>{formatDecimal(r.fee, 4, lang)}</dd>
        </div>
        <div>
          <dt>{t("withdraw.actual")}</dt>
          <dd>{formatDecimal(r.actual, 4, lang)}</dd>
        </div>
        <div className="wide">
          <dt>{t("withdraw.address")}</dt>
          <dd className="mono" title={r.address}>
            {maskAddress(r.address)} · {r.channel}
          </dd>
        </div>
      </dl>
      {r.status === "pending" && (
        <div className="record-actions">
          <button
            type="button"
            className="button small danger"
            aria-label={t("admin.rejectLabel", { id: r.id })}
            onClick={() => setDecision({ record: r, action: "reject" })}
          >
            {t("admin.reject")}
          </button>
          <button
            type="button"
            className="button small"
            aria-label={t("admin.approveLabel", { id: r.id })}
            onClick={() => setDecision({ record: r, action: "approve" })}
          >
            {t("admin.approve")}
          </button>
        </div>
      )}
    </article>
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
          key={`${status}-${version}`}
          label={t("admin.reviewList", { status: t(`status.${status}`) })}
          load={load}
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
              amount: formatDecimal(decision.record.amount, 4, lang),
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
