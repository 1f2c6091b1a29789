import i18next from "i18next";
import { resetDemo } from "../../pwa/backend";
import { toast } from "../../state/ui";
import { disconnectWallet } from "../../wallet/signIn";

/** The demo wallet's own storage (src/wallet/demo/keys.ts): which persona is connected to this site. */
const DEMO_WALLET_KEY = "demo_wallet";

function forgetDemoWallet(): void {
  try {
    globalThis.localStorage?.removeItem(DEMO_WALLET_KEY);
  } catch {
    // Private mode in some mobile browsers throws on access: there is nothing stored to forget.
  }
}

/**
 * Demo only: starts the whole demo over. The worker resets its store, mock chain and clock first; only once that
 * has succeeded is the session dropped (as a disconnect does), the demo wallet forgotten and the app reloaded at
 * its home, so a failure leaves the user signed in with everything as it was. The server-side logout of a
 * disconnect is skipped on purpose: the reset has already wiped every session. `go` is the reload (tests swap it).
 * Resolves false (after a toast) when the reset failed.
 */
export async function startDemoOver(
  go: (url: string) => void = (url) => location.replace(url),
): Promise<boolean> {
  try {
    await resetDemo();
  } catch {
    toast(i18next.t("resetDemo.failed"));
    return false;
  }
  await disconnectWallet();
  // After the disconnect: the demo wallet writes its "no persona connected" state into this key on the way out.
  forgetDemoWallet();
  go(import.meta.env.BASE_URL);
  return true;
}
