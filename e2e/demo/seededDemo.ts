import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInAs, type Persona } from "./helpers";

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** For a spec about the first visit: a context with nothing stored, so the worker seeds the demo as it starts. */
export const FIRST_VISIT: StorageState = { cookies: [], origins: [] };

const taken = new Map<string, Promise<StorageState>>();

/**
 * The site's storage once the demo is seeded: the personas' accounts and month of history in the worker's IndexedDB
 * (store and mock chain); with `who`, also signed in as that persona through the demo wallet (its session in the
 * store, its token and the wallet's connection in local storage). A first visit seeds through the backend's
 * services, signing a dozen mock-chain transactions: ~0.5 CPU-seconds of every fresh context, and signing in
 * about as much again, neither of which most tests look at. So each Playwright worker does each once, and its
 * contexts start from the copy, as a returning user's browser does: the service worker still installs and starts
 * in each, finds the store seeded and the session valid, and keeps both. The seed and the sign-in themselves are
 * proven by the specs about them (first visit, sign-in) and by mocks/hosts/worker/seedDemo.test.ts.
 */
export function seededDemo(browser: Browser, baseURL: string, who?: Persona): Promise<StorageState> {
  const key = `${baseURL} ${who ?? "nobody"}`;
  let state = taken.get(key);
  if (!state) {
    state = who ? signedInState(browser, baseURL, who) : seed(browser, baseURL);
    taken.set(key, state);
  }
  return state;
}

/**
 * For a test in a fresh context (its own `page`) that begins signed in: the persona's stored session replaces what
 * the context holds, and the app opens at home signed in, as on a return visit.
 */
export async function startSignedIn(page: Page, who: Persona): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  await page.context().setStorageState(await seededDemo(page.context().browser()!, baseURL, who));
  // Ready as after a sign-in: the worker answers the page (a first load is claimed once the backend is up) and the
  // app has loaded the user.
  const userLoaded = page.waitForResponse((r) => r.url().includes("/api/user/info") && r.ok());
  await page.goto("/");
  await userLoaded;
  await expect(page.getByRole("banner").getByRole("button", { name: /^0x\S+ My wallet$/ })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function seed(browser: Browser, baseURL: string): Promise<StorageState> {
  return take(browser, baseURL, FIRST_VISIT, async (page) => {
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
  });
}

async function signedInState(browser: Browser, baseURL: string, who: Persona): Promise<StorageState> {
  return take(browser, baseURL, await seededDemo(browser, baseURL), (page) => signInAs(page, who));
}

/** Opens the app in a context holding `from`, does `step`, and returns what the context then stores. */
async function take(
  browser: Browser,
  baseURL: string,
  from: StorageState,
  step: (page: Page) => Promise<void>,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, storageState: from });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await step(page);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
