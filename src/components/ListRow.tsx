import type { ReactNode } from "react";
import { Icon } from "./Icon";
import "./ListRow.css";

export interface ListRowProps {
  /** A picture or icon before the text (an NFT, a tier's crown). */
  lead?: ReactNode;
  title: ReactNode;
  /** The title is an address or a token id. */
  mono?: boolean;
  /** Smaller lines under the title: when, from whom, of what (falsy entries are left out). */
  lines?: ReactNode[];
  /** What sits at the end: the amount first, then its status or label (falsy entries are left out). */
  side?: ReactNode[];
  /** The row opens a page of its own. */
  chevron?: boolean;
}

/** The inside of a compact list row; `ListRow` wraps it, a link row wraps it in its `Link`. */
export function ListRowParts({
  lead,
  title,
  mono = false,
  lines = [],
  side = [],
  chevron = false,
}: ListRowProps) {
  const shownSide = side.filter(Boolean);
  return (
    <>
      {lead}
      <span className="record-main">
        <span className={mono ? "record-title mono" : "record-title"}>{title}</span>
        {lines.filter(Boolean).map((line, i) => (
          <span key={i} className="record-sub">
            {line}
          </span>
        ))}
      </span>
      {shownSide.length > 0 && <span className="record-side">{shownSide}</span>}
      {chevron && <Icon name="chevron" className="chevron" />}
    </>
  );
}

/**
 * One entry of a holdings list (mints, income, node orders, team members, invite rewards): what it is and when on
 * the left, its amount and status on the right. Money lists with many details use `RecordRow` instead.
 */
export function ListRow(props: ListRowProps) {
  return (
    <div className="record-row">
      <ListRowParts {...props} />
    </div>
  );
}
