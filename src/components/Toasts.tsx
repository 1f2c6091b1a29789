import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { dismissToast, TOAST_MS, ui } from "../state/ui";
import "./Toasts.css";

/**
 * A toast's time runs from when it is shown, not from when it was raised: one raised before the first render (a
 * guard's "connect your wallet first" on a slow start) is still read in full.
 */
function Toast({ id, text, repeats }: { id: number; text: string; repeats: number }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [id, repeats]);
  return <div className="toast">{text}</div>;
}

/** Messages are rendered as text, so a server message can never inject markup. */
export function Toasts() {
  const { toasts } = useSnapshot(ui);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <Toast key={t.id} id={t.id} text={t.text} repeats={t.repeats} />
      ))}
    </div>
  );
}
