/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";

/** How long the pages must leave the worker alone before a first version puts the next file in its precache. */
const QUIET_MS = 2000;
/**
 * How long one event keeps the worker alive for the fill. Bounded: a fill that waits for quiet could outlast the
 * 5 minutes a browser grants an event before it stops the worker; the next event extends it again anyway.
 */
const KEEP_ALIVE_MS = 60_000;

/**
 * The service worker's precache. A later version fills it during its install, as Workbox does, so it takes over
 * with every file in hand. The first version does not make the page wait for it: it becomes active at once (in the
 * demo that is when the backend can answer the first request, a second sooner) and fills the precache while the
 * page is already running, once `ready` (the demo's backend has started: the page waits for that, not for the
 * precache), and only in the pauses of its use: each file waits until the pages have asked the worker nothing for
 * `QUIET_MS`, so the 2.8 MB of a demo never competes with what the user is opening on a phone's network. Until a
 * file is in, its request simply goes to the network.
 */
export function createPrecache(entries: (string | PrecacheEntry)[], ready: () => Promise<unknown>) {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  let filling: Promise<void> | null = null;
  let lastAsked = Date.now();

  /** Resolves once the pages have left the worker alone for `QUIET_MS`. */
  function quiet(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        const left = lastAsked + QUIET_MS - Date.now();
        if (left <= 0) resolve();
        else setTimeout(check, left);
      };
      check();
    });
  }

  /** Puts every missing file in; one at a time, so it does not crowd the page's own first requests. */
  async function fill(): Promise<void> {
    const cache = await caches.open(controller.strategy.cacheName!);
    const entries = [...controller.getURLsToCacheKeys()];
    // Files go in in list order (Workbox's install puts all or none): with the last one in, the precache is full.
    // Every start of the worker asks, so a full one costs one lookup, not one per file nor a backend start.
    const last = entries.at(-1);
    if (!last || (await cache.match(last[1]))) return;
    await ready();
    for (const [url, key] of entries) {
      if (await cache.match(key)) continue;
      await quiet();
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`precaching ${url}: HTTP ${response.status}`);
      await cache.put(key, response);
    }
  }

  return {
    route: new PrecacheRoute(controller),
    handlerFor: (url: string) => controller.createHandlerBoundToURL(url),
    /** Install: a later version precaches now (`waitUntil`); the first one leaves it to `fillSoon`. */
    install(event: ExtendableEvent, first: boolean): void {
      if (!first) event.waitUntil(controller.install(event));
    },
    activate: (event: ExtendableEvent) => controller.activate(event),
    /**
     * Notes that the pages asked the worker something; starts filling if it has not (a failed fill, such as going
     * offline halfway, is tried again by the next event), and keeps the worker alive through `event`, if given,
     * until it is done (at most `KEEP_ALIVE_MS`). Activation passes none: it would wait for the fill.
     */
    fillSoon(event?: ExtendableEvent): void {
      lastAsked = Date.now();
      filling ??= fill().catch(() => {
        filling = null;
      });
      event?.waitUntil(
        Promise.race([filling, new Promise<void>((resolve) => setTimeout(resolve, KEEP_ALIVE_MS))]),
      );
    },
  };
}
