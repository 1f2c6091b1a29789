/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";

/**
 * The service worker's precache. A later version fills it during its install, as Workbox does, so it takes over
 * with every file in hand. The first version does not make the page wait for it: it becomes active at once (in the
 * demo that is when the backend can answer the first request, a second sooner) and fills the precache just after,
 * while the page is already running, once `ready` (the demo's backend has started: the page waits for that, not for
 * the precache). Until a file is in, its request simply goes to the network.
 */
export function createPrecache(entries: (string | PrecacheEntry)[], ready: () => Promise<unknown>) {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  let filling: Promise<void> | null = null;

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
     * Starts filling if it has not (a failed fill, such as going offline halfway, is tried again by the next
     * event), and keeps the worker alive through `event`, if given, until it is done. Activation passes none: it
     * would wait for the fill.
     */
    fillSoon(event?: ExtendableEvent): void {
      filling ??= fill().catch(() => {
        filling = null;
      });
      event?.waitUntil(filling);
    },
  };
}
