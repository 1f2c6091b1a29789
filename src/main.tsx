import { createHashHistory, RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import "./app/evaluationBreak";
import { AppErrorBoundary, AppErrorFallback } from "./app/ErrorBoundary";
import { startErrorReports } from "./app/errorReports";
import { numberExternalEntries } from "./app/externalEntries";
import { createAppRouter } from "./app/router";
import { returnTarget } from "./app/returnTo";
import { preloadFirstPage } from "./app/routeTable";
import { showStartupFailure, type StartupFailure } from "./app/startupFailure";
import { initI18n } from "./i18n/i18n";
import { backendReady } from "./pwa/backend";
import { startUrl } from "./lib/portableUrl";
import { setRootFontSize } from "./lib/rootFontSize";
import { yieldToMain } from "./lib/yieldToMain";
import { expectBuiltInWallet, startDiscovery } from "./wallet/eip6963";
import { onLoggedIn, reattachWallet } from "./wallet/signIn";

class StartupError extends Error {
  constructor(
    readonly reason: StartupFailure,
    readonly cause: unknown,
  ) {
    super(`start-up failed: ${reason}`);
  }
}

/** Runs one start-up step; its failure is reported as `reason`. */
async function step<T>(reason: StartupFailure, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StartupError(reason, error);
  }
}

/**
 * The session lives in localStorage (docs/product.md#local-storage): a browser that refuses it cannot keep anyone
 * logged in.
 */
function probeStorage(): void {
  const key = "holder_probe";
  localStorage.setItem(key, "1");
  localStorage.removeItem(key);
}

// Dexie names a missing or refused IndexedDB (private modes) in its error: that start-up failure is "database".
const DATABASE_ERRORS = /Dexie|IndexedDB|OpenFailed|MissingAPI|DatabaseClosed|QuotaExceeded|InvalidState/i;

const MOCKED = import.meta.env.MODE === "demo" || import.meta.env.MODE === "chain";

/** Work that waits for the first screen: `boot` hands it to `whenIdle` once React has the first render. */
const afterFirstRender: (() => void)[] = [];

/**
 * Runs `work` once the page is idle, at the latest after two seconds: after the first screen's render, which it
 * would otherwise slow down on a slow phone's few cores.
 */
function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * The service worker: in demo and chain mode it is the backend, and a backend that cannot start (no IndexedDB in a
 * private window) ends on the start-up failure page. It starts once the first screen is rendered (afterFirstRender):
 * its install (the backend's code, the personas' seed) then does not compete with the first render; API calls wait
 * for it (src/pwa/backend.ts). In production it only caches the app shell, so it waits until the page has loaded.
 */
async function startServiceWorker(): Promise<void> {
  if (!MOCKED) {
    const later = () =>
      setTimeout(() => void import("./pwa/register").then((m) => m.registerServiceWorker()), 1000);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return;
  }
  await step("worker", () => {
    if (!("serviceWorker" in navigator)) throw new Error("service workers are not available here");
  });
  afterFirstRender.push(() => {
    import("./pwa/register")
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => showStartupFailure("worker", error));
    backendReady().catch((error: unknown) => {
      const name = error instanceof Error ? `${error.name} ${error.message}` : String(error);
      showStartupFailure(DATABASE_ERRORS.test(name) ? "database" : "worker", error);
    });
  });
}

async function boot(): Promise<void> {
  // A task of its own, not the end of the modules' evaluation.
  await yieldToMain();
  // A wallet's deep link brings the route in the query (src/lib/portableUrl.ts): it goes back where the router reads
  // it; the bare root is home's address from the start.
  const start = startUrl(location.href);
  if (start) window.history.replaceState(window.history.state, "", start);
  setRootFontSize();
  window.addEventListener("resize", setRootFontSize);
  preloadFirstPage(location.hash);
  // React DOM, the biggest module of the first screen, is evaluated on its own: its file (Vite's own chunk of it)
  // starts loading now, beside the steps below, and is evaluated in the task that brings it, not when the root is
  // made (a round trip there delayed the first render on a phone's network, and let idle work start before it).
  const reactDom = import("react-dom/client");
  reactDom.catch(() => undefined); // a failure is boot's, where the root waits for it
  // Each step below is a task of its own (see yieldToMain): evaluating the modules, loading the language, building
  // the routes, resolving the first page and rendering it were one long task at 4× CPU.
  await yieldToMain();
  await step("storage", probeStorage);
  await step("language", initI18n);
  await yieldToMain();
  // Not awaited: the first screen does not wait for the backend; API calls do (src/pwa/backend.ts).
  await startServiceWorker();
  startDiscovery();
  // The history's first write to the session history and the router's processing of the route tree are each a
  // few milliseconds: two tasks.
  numberExternalEntries(); // before the history, so it sees an outside entry first (src/app/externalEntries.ts)
  const history = createHashHistory();
  await yieldToMain();
  const router = createAppRouter(history);
  // docs/product.md#sign-in-and-sessions sends a fresh login home; a visitor turned away from a page is brought back
  // to it instead. The address replaces the one signed in from, so Back does not offer the invite link or the
  // "connect first" stop.
  onLoggedIn(() => {
    const target = returnTarget(router.state.location.search as Record<string, unknown>);
    void (target
      ? router.navigate({ href: target, replace: true })
      : router.navigate({ to: "/home", replace: true }));
  });
  await yieldToMain();
  // The first page (its code, its guard) is resolved before React replaces the splash: rendering earlier commits an
  // empty root, a dark frame between the splash and the app (e2e/demo/splash.spec.ts).
  await router.load();
  await yieldToMain();
  const { createRoot } = await reactDom;
  const root = createRoot(document.getElementById("root")!);
  // As a transition React renders the first screen in slices and yields between them, so a slow phone's start-up
  // is not one long task that blocks the first tap.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary fallback={<AppErrorFallback />}>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
  // Demo mode: the built-in wallet announces itself once the first screen is rendered (its code and ethers load when
  // someone uses it), before a signed-in user's wallet is looked for; a tap on "Connect wallet" before then waits
  // for it (src/wallet/eip6963.ts).
  const demoWallet =
    import.meta.env.MODE === "demo"
      ? new Promise<void>((resolve, reject) =>
          afterFirstRender.push(() =>
            import("./wallet/demo/install").then((m) => m.installDemoWallet()).then(resolve, reject),
          ),
        )
      : Promise.resolve();
  expectBuiltInWallet(demoWallet);
  void demoWallet.then(reattachWallet);
  // Error reports, in a build that has somewhere to send them: the SDK is fetched once the first screen is up.
  afterFirstRender.push(() => startErrorReports(() => router.state.matches.at(-1)?.routeId));
  for (const work of afterFirstRender) whenIdle(work);
}

boot().catch((error: unknown) => {
  if (error instanceof StartupError) showStartupFailure(error.reason, error.cause);
  else showStartupFailure("unknown", error);
});
