import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Icon } from "./Icon";
import "./Sheet.css";
import { useBackDismiss } from "./useBackDismiss";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside `container` while it is open and gives it back to whatever had it before.
 * Escape calls `onEscape` when given.
 */
export function useFocusTrap(container: React.RefObject<HTMLElement | null>, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = container.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!node) return;
      if (event.key === "Escape") {
        if (escape.current) {
          event.preventDefault();
          escape.current();
        }
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return event.preventDefault();
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [container]);
}

interface SheetProps {
  title: string;
  /** Percent of the viewport height (docs/product.md#sheets: 90, 80 or 70). */
  height: 90 | 80 | 70;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

/** How long the slide-down runs before the sheet is really closed (the CSS animation's length). */
const CLOSE_MS = 180;

/** Keeps the page behind a modal from scrolling while it is open (counted: sheets can replace each other). */
let scrollLocks = 0;
export function useScrollLock(): void {
  useEffect(() => {
    scrollLocks++;
    document.documentElement.classList.add("modal-open");
    return () => {
      scrollLocks--;
      if (scrollLocks === 0) document.documentElement.classList.remove("modal-open");
    };
  }, []);
}

/**
 * A bottom sheet: a labelled modal dialog that slides up, keeps focus inside and gives it back, and closes
 * (sliding down) with Escape, the overlay or its close button.
 */
export function Sheet({ title, height, onClose, closeLabel, children }: SheetProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => {
    setClosing(true);
    // With reduced motion there is no slide to wait for (styles.css cuts every animation to 1 ms).
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    setTimeout(onClose, reduced ? 0 : CLOSE_MS);
  }, [onClose]);
  useFocusTrap(ref, close);
  useScrollLock();
  useBackDismiss(close);
  return (
    <div className={closing ? "overlay closing" : "overlay"} onClick={close}>
      <div
        ref={ref}
        className="sheet"
        style={{ height: `${height}%` }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="sheet-grabber" aria-hidden="true" />
        <div className="sheet-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={close}>
            <Icon name="close" size="22px" />
          </button>
        </div>
        <div className="sheet-body">{children}</div>
      </div>
    </div>
  );
}
