import i18next from "i18next";
import { CHAIN_ID_HEX } from "../../config";
import type { ProviderDetail, RequestArguments } from "../eip1193";
import { createLazyProvider } from "../lazyProvider";
import { connectedPersona } from "./keys";
import { PERSONA_KEYS } from "./personaKeys";

const ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f0b90b"/><path d="M9 11h14v10H9z" fill="none" stroke="#111" stroke-width="2.5"/><circle cx="19" cy="16" r="1.8" fill="#111"/></svg>',
  );

/**
 * What a signed-in reload asks first (is my account still connected? on which chain?), answered from the wallet's
 * stored connection as an extension answers from its storage: a returning user's start loads no ethers.
 */
function answerFromStorage({ method }: RequestArguments): unknown {
  if (method === "eth_chainId") return CHAIN_ID_HEX;
  if (method !== "eth_accounts") return undefined;
  const persona = PERSONA_KEYS.find((key) => key.id === connectedPersona());
  return persona ? [persona.address] : [];
}

/**
 * Demo mode only (never in the production bundle): announces the demo wallet through EIP-6963 like an installed
 * extension. Only its name and a forwarding provider load here; the wallet (ethers, keys, pop-up) loads on the
 * first request that needs it: when the user picks it, or signs or sends something.
 */
export function installDemoWallet(): void {
  const provider = createLazyProvider(
    async () => (await import("./startDemoWallet")).startDemoWallet(),
    answerFromStorage,
  );
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
}
