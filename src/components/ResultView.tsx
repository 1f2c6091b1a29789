import type { UseQueryResult } from "@tanstack/react-query";
import { Link, Navigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecordStatus } from "../api/wire";
import { Icon, type IconName } from "./Icon";
import { InfoList, type InfoItem } from "./InfoList";
import { LoadState } from "./LoadState";
import { PageHeader } from "./PageHeader";
import { StatusBadge } from "./StatusBadge";
import "./HoldingsPage.css";
import "./ResultView.css";

type RecordsPath = "/withdrawLogs" | "/exchangeLogs" | "/rechargeLogs";

interface Shown {
  title: string;
  icon: IconName;
  /** The figure the user came for (what was sent, what arrived). */
  amount: ReactNode;
  status?: RecordStatus;
  rows: InfoItem[];
}

interface Props<T> {
  titleKey: string;
  /** The record the page is about; null when the address names none. */
  query: UseQueryResult<T | null>;
  records: RecordsPath;
  show: (record: T) => Shown;
}

/**
 * What a money move ends on (a withdrawal, an exchange, a deposit): what happened, its figures, status and time, and
 * two ways on — the record in its list, or done. Opened without a record (a bookmark, a typed address) there is no
 * result to show: the records instead.
 */
export function ResultView<T>({ titleKey, query, records, show }: Props<T>) {
  const { t } = useTranslation();
  if (query.status === "success" && query.data === null) return <Navigate to={records} replace />;
  const record = query.status === "success" ? query.data : null;
  const shown = record === null ? null : show(record);
  return (
    <section className="page holdings result-page" aria-labelledby={shown ? "result-title" : undefined}>
      <PageHeader titleKey={titleKey} />
      {!shown ? (
        <LoadState query={query} />
      ) : (
        <>
          <div className="result-hero">
            <span className="result-icon" aria-hidden="true">
              <Icon name={shown.icon} size="0.7rem" />
            </span>
            <h2 id="result-title">{shown.title}</h2>
            <p className="result-amount">{shown.amount}</p>
            {shown.status && <StatusBadge status={shown.status} />}
          </div>
          <div className="card">
            <InfoList items={shown.rows} />
          </div>
          <div className="result-actions">
            <Link to={records} className="button secondary">
              {t("result.viewRecord")}
            </Link>
            <Link to="/home" className="button">
              {t("result.done")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
