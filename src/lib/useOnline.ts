import { useSyncExternalStore } from "react";
import { IS_PRODUCTION } from "../config";

interface Connectivity {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
}

/** The browser's online state as an external store; `source` is the window (a fake one in tests). */
export function connectivityStore(source: Connectivity) {
  return {
    subscribe(changed: () => void): () => void {
      source.addEventListener("online", changed);
      source.addEventListener("offline", changed);
      return () => {
        source.removeEventListener("online", changed);
        source.removeEventListener("offline", changed);
      };
    },
    online: () => source.navigator.onLine,
  };
}

/**
 * Production's rule for money actions: offline, nothing that moves money or sends a transaction may be submitted
 * (a request lost half-way leaves the user unsure whether it happened). Demo and chain mode run their backend in
 * the page and keep working offline.
 */
export function moneyActionsAllowed(production: boolean, online: boolean): boolean {
  return !production || online;
}

const store = typeof window === "undefined" ? null : connectivityStore(window);
const noStore = { subscribe: () => () => undefined, online: () => true };

/** False while production is offline: money submits are disabled and OfflineNotice says why. */
export function useOnline(): boolean {
  const { subscribe, online } = store ?? noStore;
  return moneyActionsAllowed(
    IS_PRODUCTION,
    useSyncExternalStore(subscribe, online, () => true),
  );
}
