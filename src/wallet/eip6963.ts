import type { Eip1193Provider, ProviderDetail } from "./eip1193";

declare global {
  interface WindowEventMap {
    "eip6963:announceProvider": CustomEvent<ProviderDetail>;
  }
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

const announced = new Map<string, ProviderDetail>();
const builtIn: Promise<unknown>[] = [];
let listening = false;

function listen(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("eip6963:announceProvider", (event) => {
    const detail = event.detail;
    if (detail?.info?.uuid && detail.provider) announced.set(detail.info.uuid, detail);
  });
}

/** Starts listening early so wallets that announce at page load are not missed. */
export function startDiscovery(): void {
  listen();
  window.dispatchEvent(new Event("eip6963:requestProvider"));
}

/**
 * A wallet built into the app (the demo's) announces itself once its code has loaded: discovery waits for that,
 * or a "Connect wallet" tap in the app's first moments would be told no wallet is installed. A failed load is
 * waited for no longer.
 */
export function expectBuiltInWallet(loading: Promise<unknown>): void {
  builtIn.push(loading.catch(() => undefined));
}

/**
 * EIP-6963 providers, or the legacy `window.ethereum` when none announces itself.
 * Wallets answer the request event synchronously or within a task, so one short wait is enough (after any built-in
 * wallet has loaded).
 */
export async function discoverProviders(waitMs = 100): Promise<ProviderDetail[]> {
  listen();
  await Promise.all(builtIn);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  if (announced.size > 0) return [...announced.values()];
  if (window.ethereum) {
    return [
      {
        info: { uuid: "injected", name: "Browser wallet", icon: "", rdns: "injected" },
        provider: window.ethereum,
      },
    ];
  }
  return [];
}
