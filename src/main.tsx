import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppErrorBoundary, AppErrorFallback } from "./app/ErrorBoundary";
import { createAppRouter } from "./app/router";
import { preloadFirstPage } from "./app/routeTable";
import { showStartupFailure, type StartupFailure } from "./app/startupFailure";
import { initI18n } from "./i18n/i18n";
import { setRootFontSize } from "./lib/rootFontSize";
import { startDiscovery } from "./wallet/eip6963";
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

/** The session lives in localStorage (SPEC.md §3): a browser that refuses it cannot keep anyone logged in. */
function probeStorage(): void {
  const key = "holder_probe";
  localStorage.setItem(key, "1");
  localStorage.removeItem(key);
}

// Dexie names a missing or refused IndexedDB (private modes) in its error: that start-up failure is "database".
const DATABASE_ERRORS = /Dexie|IndexedDB|OpenFailed|MissingAPI|DatabaseClosed|QuotaExceeded|InvalidState/i;

/** Demo and chain mode only: Vite drops this branch, and with it MSW, Dexie and the demo wallet, in production. */
async function startEmulation(): Promise<void> {
  if (import.meta.env.MODE !== "demo" && import.meta.env.MODE !== "chain") return;
  await step("worker", () => {
    if (!("serviceWorker" in navigator)) throw new Error("service workers are not available here");
  });
  try {
    const { startMockBackend } = await import("../mocks/browser");
    let personas: { id: "newUser" | "history" | "admin"; address: string; privateKey: string }[] = [];
    if (import.meta.env.MODE === "demo") {
      const { installDemoWallet } = await import("./wallet/demo/install");
      personas = installDemoWallet().map((p) => ({
        id: p.id,
        address: p.wallet.address,
        privateKey: p.wallet.privateKey,
      }));
    }
    await startMockBackend(personas, import.meta.env.MODE === "demo");
  } catch (error) {
    const name = error instanceof Error ? `${error.name} ${error.message}` : String(error);
    throw new StartupError(DATABASE_ERRORS.test(name) ? "database" : "worker", error);
  }
}

async function boot(): Promise<void> {
  setRootFontSize();
  window.addEventListener("resize", setRootFontSize);
  preloadFirstPage(location.hash);
  await step("storage", probeStorage);
  await step("language", initI18n);
  // The worker must answer before the first render's first request.
  await startEmulation();
  startDiscovery();
  const router = createAppRouter();
  onLoggedIn(() => void router.navigate({ to: "/home" }));
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
  void reattachWallet();
}

boot().catch((error: unknown) => {
  if (error instanceof StartupError) showStartupFailure(error.reason, error.cause);
  else showStartupFailure("unknown", error);
});
