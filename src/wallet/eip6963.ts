import type { Eip1193Provider, ProviderDetail } from "./eip1193";
import { injectedWalletName } from "./injectedName";

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
const arrivals = new Set<() => void>();
let listening = false;

function arrived(): void {
  for (const notify of arrivals) notify();
}

function listen(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("eip6963:announceProvider", (event) => {
    const detail = event.detail;
    if (detail?.info?.uuid && detail.provider) {
      announced.set(detail.info.uuid, detail);
      arrived();
    }
  });
  // MetaMask's documented signal for a provider injected after the page loaded (mobile in-app browsers do that).
  window.addEventListener("ethereum#initialized", arrived);
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function found(): ProviderDetail[] {
  if (announced.size > 0) return [...announced.values()];
  const injected = typeof window === "undefined" ? undefined : window.ethereum;
  if (!injected) return [];
  return [
    {
      info: { uuid: "injected", name: injectedWalletName(injected), icon: "", rdns: "injected" },
      provider: injected,
    },
  ];
}

/**
 * Resolves when a wallet shows up (an announcement, `ethereum#initialized`, or a `window.ethereum` that appeared
 * without either, as some in-app browsers inject it) or after `ms`.
 */
function walletArrival(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      arrivals.delete(done);
      clearTimeout(timer);
      clearInterval(poll);
      resolve();
    };
    arrivals.add(done);
    const timer = setTimeout(done, ms);
    const poll = setInterval(() => {
      if (window.ethereum) done();
    }, 100);
  });
}

export interface DiscoveryOptions {
  /** How long wallets that are there get to answer the request event (they answer within a task). */
  settleMs?: number;
  /**
   * How long to wait, counted from the call, for a wallet that is not there yet (injected late). Once one appears,
   * the others get `settleMs` more to announce themselves.
   */
  patienceMs?: number;
  /** Called when none was found at once and discovery goes on waiting (the app says it is looking). */
  onWaiting?: () => void;
}

/**
 * EIP-6963 providers, or the legacy `window.ethereum` when none announces itself (named by its flags).
 * Waits for any built-in wallet to load first.
 */
export async function discoverProviders({
  settleMs = 100,
  patienceMs = 0,
  onWaiting,
}: DiscoveryOptions = {}): Promise<ProviderDetail[]> {
  const started = Date.now();
  listen();
  await Promise.all(builtIn);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  await sleep(settleMs);
  if (found().length > 0) return found();
  const left = patienceMs - (Date.now() - started);
  if (left <= 0) return [];
  onWaiting?.();
  await walletArrival(left);
  if (found().length === 0) return [];
  // A late wallet that injected `window.ethereum` may announce itself too: ask again and give it a moment.
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  await sleep(settleMs);
  return found();
}
