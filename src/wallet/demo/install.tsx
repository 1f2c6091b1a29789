import i18next from "i18next";
import { createRoot } from "react-dom/client";
import type { ProviderDetail } from "../eip1193";
import { DemoWalletPopup } from "./DemoWalletPopup";
import { loadPersonas, type DemoPersona } from "./keys";
import { DemoWalletProvider } from "./provider";

const ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f0b90b"/><path d="M9 11h14v10H9z" fill="none" stroke="#111" stroke-width="2.5"/><circle cx="19" cy="16" r="1.8" fill="#111"/></svg>',
  );

/**
 * Demo mode only (never in the production bundle): creates the personas' keys, announces the demo wallet
 * through EIP-6963 like an installed extension, and mounts its pop-up.
 */
export function installDemoWallet(): DemoPersona[] {
  const personas = loadPersonas();
  const provider = new DemoWalletProvider(personas);
  const detail: ProviderDetail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: i18next.t("demo.walletName"),
      icon: ICON,
      rdns: "app.holder.demowallet",
    },
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();

  const host = document.createElement("div");
  host.id = "demo-wallet";
  document.body.appendChild(host);
  createRoot(host).render(<DemoWalletPopup personas={personas} />);
  return personas;
}
