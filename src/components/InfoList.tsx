import type { ReactNode } from "react";
import "./InfoList.css";

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Emphasised figure (accent colour). */
  strong?: boolean;
  /** In a StatGrid: spans the whole row. */
  wide?: boolean;
}

/** Label and value pairs as a description list: one per line, the value at the end. */
export function InfoList({ items, label }: { items: InfoItem[]; label?: string }) {
  return (
    <dl className="info-list" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="info-row">
          <dt>{item.label}</dt>
          <dd className={item.strong ? "strong" : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Figures in a grid of tiles: a big number over its label. */
export function StatGrid({ items, label }: { items: InfoItem[]; label?: string }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={`stat${item.strong ? " strong" : ""}${item.wide ? " wide" : ""}`}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
