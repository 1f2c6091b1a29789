import { createRoot } from "react-dom/client";
import type { Eip1193Provider } from "../eip1193";
import { DemoWalletPopup } from "./DemoWalletPopup";
import { PERSONA_KEYS } from "./personaKeys";
import { DemoWalletProvider } from "./provider";

/**
 * The demo wallet itself (ethers, the personas' signing keys, the pop-up), loaded by install.tsx's announced
 * provider on its first request: the first screen never waits for it.
 */
export function startDemoWallet(): Eip1193Provider {
  const host = document.createElement("div");
  host.id = "demo-wallet";
  document.body.appendChild(host);
  createRoot(host).render(<DemoWalletPopup personas={PERSONA_KEYS} />);
  return new DemoWalletProvider(PERSONA_KEYS);
}
