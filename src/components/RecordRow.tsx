import type { ReactNode } from "react";
import "./RecordRow.css";

export interface RecordField {
  label: string;
  value: ReactNode;
  /** Takes the whole row (addresses, hashes). */
  wide?: boolean;
}

/**
 * One entry of a money list (deposits, withdrawals, exchanges, the bill, the admin's review): a head line with what
 * it is or its amount and its status, then labelled details. Every money list writes its rows with this.
 */
export function RecordRow({
  label,
  title,
  side,
  fields = [],
  foot,
  children,
}: {
  /** The row's accessible name, when the head alone does not say which entry it is. */
  label?: string;
  title: ReactNode;
  side?: ReactNode;
  fields?: (RecordField | false | "" | null | undefined)[];
  foot?: ReactNode;
  children?: ReactNode;
}) {
  const shown = fields.filter((x): x is RecordField => !!x);
  return (
    <article className="record" aria-label={label}>
      <div className="record-head">
        <strong>{title}</strong>
        {side}
      </div>
      {shown.length > 0 && (
        <dl className="record-grid">
          {shown.map((field) => (
            <div key={field.label} className={field.wide ? "wide" : undefined}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {foot && <div className="record-foot muted small">{foot}</div>}
      {children}
    </article>
  );
}
