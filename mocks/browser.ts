import { setupWorker } from "msw/browser";
import { mockChainHandlers } from "./chain/handlers";
import { handlers } from "./routes";
import { seedPersonas, type PersonaSeed } from "./seed";

/**
 * Seeds the personas and starts answering /api in the service worker, and the mock chain's /rpc where there is
 * no real chain (demo mode); resolves once requests are caught.
 */
export async function startMockBackend(personas: PersonaSeed[], withMockChain: boolean): Promise<void> {
  await seedPersonas(personas);
  const worker = setupWorker(...handlers, ...(withMockChain ? mockChainHandlers() : []));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
