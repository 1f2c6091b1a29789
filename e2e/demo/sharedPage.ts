import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import type { Persona } from "./helpers";
import { seededDemo, type StorageState } from "./seededDemo";

export type Who = Persona | "Visitor";

/** Local storage a test may leave behind that would change what the next one sees. */
const LEFT_BEHIND = ["APP_LANG", "invite_code"];

/** Read by Playwright when a service worker starts (playwright-core's CRServiceWorker). */
const NO_WORKER_NETWORK = "PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK";

/**
 * A fresh browser context costs over a CPU-second before a test does anything, even with the demo seeded
 * beforehand (seededDemo.ts): the service worker installs, starts and fills its precache, the wallet loads ethers
 * and signs in. That was most of what a short check
 * cost, and the suite is CPU-bound on two cores. So tests that only look share one context per persona and
 * Playwright worker, signed in once; each test still starts on a newly loaded home page, in English.
 *
 * Not for a test that changes data (buys, binds, checks in, logs out), the context (routes, init scripts, offline,
 * permissions) or the page's history: those take their own `page`. A retry always gets a fresh context, so a
 * failure is never an artefact of sharing, and is traced.
 */
export const test = base.extend<
  {
    sharedPage: (who: Who) => Promise<Page>;
    /**
     * Whether Playwright follows the service worker's own requests (the precache filling, the artwork it fetches):
     * needed by a spec that watches them (`context.on("request")`) or cuts them (`context.setOffline` reaches the
     * worker only then). Following them costs ~0.25 CPU-seconds per context, so the others leave it off.
     */
    workerNetwork: boolean;
    followWorkerNetwork: void;
  },
  { sharedPages: Map<string, Promise<Page>> }
>({
  // A context starts with the demo already seeded, as on a second visit (e2e/demo/seededDemo.ts); a spec about the
  // first visit says `test.use({ storageState: FIRST_VISIT })`.
  // (Still an option: an override given no options keeps the built-in's.)
  storageState: async ({ browser, baseURL }, provide) => provide(await seededDemo(browser, baseURL!)),
  workerNetwork: [false, { option: true }],
  followWorkerNetwork: [
    async ({ workerNetwork }, provide) => {
      if (workerNetwork) delete process.env[NO_WORKER_NETWORK];
      else process.env[NO_WORKER_NETWORK] = "1";
      await provide();
    },
    { auto: true },
  ],
  sharedPages: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const pages = new Map<string, Promise<Page>>();
      await provide(pages);
      for (const page of pages.values()) await (await page.catch(() => null))?.context().close();
    },
    { scope: "worker" },
  ],

  sharedPage: async (
    {
      sharedPages,
      browser,
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      reducedMotion,
      storageState,
    },
    provide,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      reducedMotion,
      // The copy buttons' checks read the clipboard.
      permissions: ["clipboard-read", "clipboard-write"],
    };
    const own: Page[] = [];
    await provide(async (who) => {
      // Signed in from the persona's stored session (seededDemo.ts), as a returning user.
      const withState = {
        ...options,
        storageState:
          who === "Visitor"
            ? (storageState as StorageState | undefined)
            : await seededDemo(browser, baseURL!, who),
      };
      if (testInfo.retry > 0) {
        const page = await open(browser, withState);
        own.push(page);
        return page;
      }
      // A file that sets other context options (test.use) gets contexts of its own.
      const key = `${who} ${JSON.stringify(options)}`;
      let shared = sharedPages.get(key);
      if (!shared) {
        shared = open(browser, withState);
        sharedPages.set(key, shared);
      }
      const page = await shared;
      await startOver(page, who, options);
      return page;
    });
    for (const page of own) await page.context().close();
  },
});

async function open(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A newly loaded home page, as the previous test's navigations, sheets and toasts never happened. */
async function startOver(page: Page, who: Who, options: BrowserContextOptions): Promise<void> {
  for (const other of page.context().pages()) if (other !== page) await other.close();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), LEFT_BEHIND);
  await page.goto("/"); // a new document: "/" has no fragment, every page of the app has one
  await expect(page).toHaveURL(/#\/home$/);
  const header = page.getByRole("banner");
  await expect(
    who === "Visitor"
      ? header.getByRole("button", { name: "Connect wallet" })
      : header.getByRole("button", { name: /^0x\S+ My wallet$/ }),
  ).toBeVisible();
}
