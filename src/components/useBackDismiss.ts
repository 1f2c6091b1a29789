import { useEffect, useRef } from "react";
import { pushOverlay } from "../state/overlays";

/** While mounted, the phone's Back runs `dismiss` (the latest one given) instead of leaving the page. */
export function useBackDismiss(dismiss: (() => void) | undefined): void {
  const latest = useRef(dismiss);
  useEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => pushOverlay(() => latest.current?.()), []);
}
