import type { Browser, BrowserContext } from "@playwright/test";

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** For a spec about the first visit: a context with nothing stored, so the worker seeds the demo as it starts. */
export const FIRST_VISIT: StorageState = { cookies: [], origins: [] };

const byOrigin = new Map<string, Promise<StorageState>>();

/**
 * The site's storage once the demo is seeded and nobody has signed in: the personas' accounts and month of history
 * in the worker's IndexedDB (store and mock chain), nothing in local storage. A first visit seeds through the
 * backend's services, signing a dozen mock-chain transactions: ~0.65 CPU-seconds of every fresh context, which
 * most tests do not look at. So each Playwright worker seeds once and its contexts start from the copy, as on a
 * second visit: the service worker still installs and starts in each; it finds the store seeded and keeps it. The
 * seed itself is proven by the first-visit specs and mocks/hosts/worker/seedDemo.test.ts.
 */
export function seededDemo(browser: Browser, baseURL: string): Promise<StorageState> {
  let state = byOrigin.get(baseURL);
  if (!state) {
    state = seed(browser, baseURL);
    byOrigin.set(baseURL, state);
  }
  return state;
}

async function seed(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, storageState: FIRST_VISIT });
  try {
    const page = await context.newPage();
    await page.goto("/");
    // The app's own start-up message (src/pwa/protocol.ts): answered once the store is open and seeded.
    const reply = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return new Promise<{ ok: boolean; error?: string }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        registration.active!.postMessage({ type: "backend-ready" }, [channel.port2]);
      });
    });
    if (!reply.ok) throw new Error(`the demo's backend did not start: ${reply.error}`);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
