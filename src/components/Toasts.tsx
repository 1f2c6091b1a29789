import { useSnapshot } from "valtio";
import { ui } from "../state/ui";

/** Messages are rendered as text, so a server message can never inject markup. */
export function Toasts() {
  const { toasts } = useSnapshot(ui);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className="toast">
          {t.text}
        </div>
      ))}
    </div>
  );
}
