import { setupWorker } from "msw/browser";
import { handlers } from "./routes";
import { seedPersonas, type PersonaSeed } from "./seed";

/** Seeds the personas and starts answering /api in the service worker; resolves once requests are caught. */
export async function startMockBackend(personas: PersonaSeed[]): Promise<void> {
  await seedPersonas(personas);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
