import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "../Dialog";
import { startDemoOver } from "./resetDemo";
import { DialogActions } from "../DialogActions";

/**
 * Demo only (issue 10 §2): the menu's "Reset demo" button and its confirmation. The dialog is portalled to the body
 * so it is laid out over the whole viewport, not inside the menu sheet's sliding panel. While the reset runs it
 * cannot be dismissed; a failure (toasted by startDemoOver) leaves it open to retry or cancel.
 */
export default function ResetDemo() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // The dialog opens over the menu sheet, and both listen for Escape on the document: taken first (window, capture
  // phase), Escape closes only the dialog, as the topmost layer, and nothing while the reset runs.
  useEffect(() => {
    if (!confirming) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      if (!busy) setConfirming(false);
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [confirming, busy]);

  const confirm = async () => {
    setBusy(true);
    // On success the page is being replaced: stay busy until it goes.
    if (!(await startDemoOver())) setBusy(false);
  };

  return (
    <>
      <button type="button" className="button danger block" onClick={() => setConfirming(true)}>
        {t("resetDemo.action")}
      </button>
      {confirming &&
        createPortal(
          <Dialog title={t("resetDemo.title")} onDismiss={busy ? undefined : () => setConfirming(false)}>
            <p className="muted">{t("resetDemo.text")}</p>
            <DialogActions
              cancelLabel={t("resetDemo.cancel")}
              onCancel={() => setConfirming(false)}
              confirmLabel={t(busy ? "resetDemo.working" : "resetDemo.confirm")}
              onConfirm={() => void confirm()}
              busy={busy}
              danger
            />
          </Dialog>,
          document.body,
        )}
    </>
  );
}
