import type { UseQueryResult } from "@tanstack/react-query";
import { Link, Navigate, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "./Icon";
import { InfoList, type InfoItem } from "./InfoList";
import { LoadState } from "./LoadState";
import { PageHeader } from "./PageHeader";
import { RecordNotFound, type BackToList } from "./RecordNotFound";
import { StatusBadge, type ChipStatus } from "./StatusBadge";
import "./HoldingsPage.css";
import "./ResultView.css";

/** A way on from a result: a page and, if it needs one, its query. */
export interface ResultAction {
  to: NonNullable<LinkProps["to"]>;
  search?: Record<string, number>;
  label: string;
  icon?: IconName;
}

export interface ResultShown {
  title: string;
  icon: IconName;
  /** The figure the user came for (what was sent, what arrived, what was paid). */
  amount: ReactNode;
  status: ChipStatus;
  /** Said under the status while the outcome is not final (being confirmed, refunded). */
  note?: ReactNode;
  /** A picture between the figure and the details (the NFT minted). */
  media?: ReactNode;
  rows: InfoItem[];
  /** The main next step, drawn on the right; "Done" (home) when not given. */
  next?: ResultAction;
  /** The other way on, on the left; the record's list when not given. */
  other?: ResultAction;
}

interface Props<T> {
  titleKey: string;
  /** The record the page is about; null when the record named does not exist. */
  query: UseQueryResult<T | null>;
  /** Whether the address names a record at all. */
  named: boolean;
  /** The record's list: "View record", and where a page without a record leads. */
  records: BackToList;
  show: (record: T) => ResultShown;
}

/**
 * What every move ends on (a withdrawal, an exchange, a deposit, a node bought, a mint): what happened, its figure
 * and status chip, the details, and two ways on — the other on the left, the main one on the right, on every result
 * page. Opened without a record (a bookmark of the bare page) it goes to the records; with one that does not exist it
 * says so and leads there.
 */
export function ResultView<T>({ titleKey, query, named, records, show }: Props<T>) {
  const { t } = useTranslation();
  if (!named) return <Navigate to={records.to} replace />;
  const record = query.status === "success" ? query.data : null;
  const shown = record === null ? null : show(record);
  const other = shown?.other ?? { to: records.to, label: t("result.viewRecord") };
  const next = shown?.next ?? { to: "/home", label: t("result.done") };
  return (
    <section className="page holdings result-page" aria-labelledby={shown ? "result-title" : undefined}>
      <PageHeader titleKey={titleKey} />
      {!shown ? (
        query.status === "success" ? (
          <RecordNotFound back={records} />
        ) : (
          <LoadState query={query} missing={records} />
        )
      ) : (
        <>
          <div className="result-hero">
            <span className="result-icon" aria-hidden="true">
              <Icon name={shown.icon} size="0.7rem" />
            </span>
            <h2 id="result-title">{shown.title}</h2>
            <p className="result-amount">{shown.amount}</p>
            <StatusBadge status={shown.status} />
            {shown.note && (
              <p className="muted small" aria-live="polite">
                {shown.note}
              </p>
            )}
          </div>
          {shown.media}
          <div className="card">
            <InfoList items={shown.rows} />
          </div>
          <div className="result-actions">
            {[other, next].map((action, i) => (
              <Link
                key={action.label}
                to={action.to}
                search={action.search ?? {}}
                className={i === 1 ? "button" : "button secondary"}
              >
                {action.icon && <Icon name={action.icon} />}
                {action.label}
              </Link>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
