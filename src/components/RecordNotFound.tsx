import { Link, type LinkProps } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import "./Empty.css";

/** Where a detail or result page sends a user whose record is not there: its list. */
export interface BackToList {
  to: NonNullable<LinkProps["to"]>;
  label: string;
}

/**
 * A detail or result page whose record does not exist (a wrong or old link, another account's record): it says so
 * for good, not as a toast that fades, and leads to the list the record would be in. No "Try again": asking again
 * would get the same answer. A region named by its heading: a plain <div> cannot carry a name (ARIA's generic role).
 */
export function RecordNotFound({ back }: { back: BackToList }) {
  const { t } = useTranslation();
  return (
    <section className="empty-state" aria-labelledby="record-not-found">
      <span className="empty-icon">
        <Icon name="inbox" size="0.9rem" />
      </span>
      <h2 id="record-not-found" className="section-title">
        {t("records.notFoundTitle")}
      </h2>
      <p>{t("records.notFoundText")}</p>
      <Link to={back.to} className="button secondary">
        {back.label}
      </Link>
    </section>
  );
}
