import { useId, useRef, type ReactNode } from "react";
import { useFocusTrap, useScrollLock } from "./Sheet";
import { useBackDismiss } from "./useBackDismiss";
import "./Dialog.css";

interface DialogProps {
  title: string;
  /** Without it the dialog can only be left through its own buttons (no overlay, no Escape). */
  onDismiss?: () => void;
  children: ReactNode;
}

/** A centred modal dialog. */
export function Dialog({ title, onDismiss, children }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onDismiss);
  useScrollLock();
  // Back dismisses it as a tap outside does; one that must be answered stays, and the page with it.
  useBackDismiss(onDismiss ?? (() => undefined));
  return (
    <div className="overlay overlay-center" onClick={onDismiss}>
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
