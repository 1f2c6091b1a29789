import type { ReactNode } from "react";
import "./ConfirmDialog.css";

export interface QuoteRow {
  label: ReactNode;
  /** "--" until there is a figure to show. */
  value: ReactNode;
  /** The line the user acts on (what arrives): set apart and highlighted. */
  total?: boolean;
}

/** A form's live quote (rate, fee, what arrives) as it is typed, laid out as the confirmation will show it. */
export function QuoteList({ label, rows }: { label: string; rows: QuoteRow[] }) {
  return (
    <dl className="quote" aria-label={label}>
      {rows.map((row, i) => (
        <div key={i} className={row.total ? "quote-total" : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value ?? "--"}</dd>
        </div>
      ))}
    </dl>
  );
}
