/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CLAIM, SKIP_WAITING, type BackendReply, type BackendRequest } from "./pwa/protocol";
import { createPrecache } from "./pwa/workerPrecache";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const BASE = import.meta.env.BASE_URL;
const MOCKED = import.meta.env.MODE === "demo" || import.meta.env.MODE === "chain";

/*
 * The app's one service worker (built by vite-plugin-pwa, docs/decisions/0017). Every mode precaches the app
 * shell, so a repeat visit starts from the cache. Demo and chain mode also carry the emulated backend: the API
 * (and in the demo the mock chain) answers from here, offline included. Production's API and RPC live on other
 * origins and are never cached; its worker has no backend code at all (the branch below is dropped at build time).
 */

// Demo and chain: the backend, started at once on the first message or request. Production has none.
let backendStarted: () => Promise<unknown> = () => Promise.resolve();
// Read once: the build writes the list in place of this one expression.
const manifest = self.__WB_MANIFEST;
const precache = createPrecache(manifest, () => backendStarted());

self.addEventListener("install", (event) => {
  // The first version takes over at once; a later one waits until the user chooses "Reload" (src/app/UpdatePrompt).
  const first = !self.registration.active;
  precache.install(event, first);
  if (first) void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), precache.activate(event)]));
  precache.fillSoon();
});
self.addEventListener("message", (event) => {
  const type = (event.data as { type?: string } | undefined)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === CLAIM) event.waitUntil(self.clients.claim());
  precache.fillSoon(event);
});
// Before every route: a request also keeps the worker alive until a first version's precache is full.
self.addEventListener("fetch", (event) => precache.fillSoon(event));

if (MOCKED) {
  const demo = import.meta.env.MODE === "demo";
  // Evaluated at once (the worker is one file), but kept out of the production worker by the MOCKED branch.
  const backend = import("../mocks/hosts/worker/backend").then((m) => m.createBackend({ demo }));
  backendStarted = () => backend.then((b) => b.started());
  const api = `${BASE}api/`;
  const rpc = `${BASE}rpc`;
  const ipfs = `${BASE}ipfs/`;

  // Added before Workbox's routes: the backend's answers are never looked up in the precache.
  self.addEventListener("fetch", (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== self.location.origin) return;
    const path = url.pathname;
    const fallback = path.startsWith(ipfs);
    if (fallback || path.startsWith(api) || (demo && path === rpc))
      event.respondWith(backend.then((b) => b.answer(event.request, fallback)));
  });

  self.addEventListener("message", (event) => {
    const request = event.data as BackendRequest | undefined;
    const port = event.ports[0];
    if (!port || (request?.type !== "backend-ready" && request?.type !== "reset-demo")) return;
    const work = backend.then((b) => (request.type === "reset-demo" ? b.reset() : b.started()));
    const reply = (value: BackendReply) => port.postMessage(value);
    event.waitUntil(
      work.then(
        () => reply({ ok: true }),
        (error: unknown) =>
          reply({
            ok: false,
            error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          }),
      ),
    );
  });
}

registerRoute(precache.route);
cleanupOutdatedCaches();
// Hash routing: every page of the app is index.html (a `?invite_code=` link included). The dev server's worker
// precaches nothing (scripts/build/devWorker.mts): there the dev server answers pages itself.
const shell = `${BASE}index.html`;
const precached = (entry: (typeof manifest)[number]) => {
  const url = typeof entry === "string" ? entry : entry.url;
  return url === "index.html" || url === shell;
};
if (manifest.some(precached))
  registerRoute(
    new NavigationRoute(precache.handlerFor(shell), {
      denylist: [new RegExp(`^${BASE}(api|rpc|ipfs|openapi)`)],
    }),
  );
