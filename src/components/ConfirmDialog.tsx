import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "./Dialog";
import { DialogActions } from "./DialogActions";
import "./ConfirmDialog.css";

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The line the user acts on (what arrives, what is left): set apart and highlighted. */
  total?: boolean;
  /** The full text of a shortened value (an address), as its tooltip. */
  full?: string;
  className?: string;
}

/** What every confirmation takes from the form that opened it: its request's state and the two answers. */
export interface ConfirmActions {
  busy: boolean;
  online: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

interface Props extends ConfirmActions {
  title: string;
  rows: SummaryRow[];
  /** The confirm button's label; "Confirm" when not given. */
  confirmLabel?: string;
  /** A debit or another action that takes money away: the confirm button is red. */
  danger?: boolean;
  /** Said under the summary (a warning). */
  children?: ReactNode;
}

/** The one confirmation of a money move: a summary of what will happen, then cancel or confirm. */
export function ConfirmDialog({
  title,
  rows,
  busy,
  online,
  onCancel,
  onConfirm,
  confirmLabel,
  danger,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onDismiss={busy ? undefined : onCancel}>
      <dl className="quote">
        {rows.map((row) => (
          <div key={row.label} className={row.total ? "quote-total" : undefined}>
            <dt>{row.label}</dt>
            <dd className={row.className} title={row.full}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
      <DialogActions
        cancelLabel={t("records.cancel")}
        onCancel={onCancel}
        confirmLabel={confirmLabel ?? t("records.confirm")}
        onConfirm={onConfirm}
        busy={busy}
        online={online}
        danger={danger}
      />
    </Dialog>
  );
}
