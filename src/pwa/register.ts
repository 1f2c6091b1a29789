import { Workbox } from "workbox-window";
import { announceUpdate } from "./updates";

/**
 * The script URL, through a Trusted Types policy where the page enforces them (production's CSP allows this one
 * policy, and it passes only the worker's own URL).
 */
function scriptUrl(url: string): string {
  const tt = (
    window as {
      trustedTypes?: { createPolicy: (...args: unknown[]) => { createScriptURL(u: string): unknown } };
    }
  ).trustedTypes;
  if (!tt) return url;
  const policy = tt.createPolicy("service-worker", {
    createScriptURL: (input: string) => {
      if (input !== url) throw new TypeError(`not the app's service worker: ${input}`);
      return input;
    },
  });
  return policy.createScriptURL(url) as string;
}

/**
 * Registers the app's service worker (src/sw.ts) and announces a new version when one is waiting. The page is
 * never reloaded behind the user's back: `applyUpdate()` (the user's "Reload") activates it, then the page reloads.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(scriptUrl(`${base}sw.js`), { scope: base });
  wb.addEventListener("waiting", () =>
    announceUpdate(() => {
      wb.addEventListener("controlling", () => location.reload());
      wb.messageSkipWaiting();
    }),
  );
  await wb.register();
}
