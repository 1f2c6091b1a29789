import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAppRouter } from "./app/router";
import { initI18n } from "./i18n/i18n";
import { setRootFontSize } from "./lib/rootFontSize";
import { startDiscovery } from "./wallet/eip6963";
import { onLoggedIn, reattachWallet } from "./wallet/signIn";
import "./styles.css";

/** Demo and chain mode only: Vite drops this branch, and with it MSW, Dexie and the demo wallet, in production. */
async function startEmulation(): Promise<void> {
  if (import.meta.env.MODE !== "demo" && import.meta.env.MODE !== "chain") return;
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
}

async function boot(): Promise<void> {
  setRootFontSize();
  window.addEventListener("resize", setRootFontSize);
  await initI18n();
  // The worker must answer before the first render's first request.
  await startEmulation();
  startDiscovery();
  const router = createAppRouter();
  onLoggedIn(() => void router.navigate({ to: "/home" }));
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  void reattachWallet();
}

void boot();
