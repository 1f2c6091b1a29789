import { offlineHint } from "./OfflineNotice";
import { Spinner } from "./Spinner";

interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** The caller's label for the state it is in ("Confirm", or "Minting…" while busy). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Both buttons wait while the action runs; the confirm button shows a spinner and says it is busy. */
  busy: boolean;
  /** Given for actions that need the network: offline, confirm is disabled and points to the offline notice. */
  online?: boolean;
  /** A destructive action (reject, reset): the confirm button is red. */
  danger?: boolean;
}

/** The two buttons under a confirmation dialog: cancel on the left, the action on the right, same width. */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  busy,
  online = true,
  danger = false,
}: DialogActionsProps) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="button"
        className={danger ? "button danger" : "button"}
        disabled={busy || !online}
        aria-busy={busy}
        {...offlineHint(online)}
        onClick={onConfirm}
      >
        {busy && <Spinner />}
        {confirmLabel}
      </button>
    </div>
  );
}
