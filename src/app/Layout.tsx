import { Outlet, useBlocker } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useSnapshot } from "valtio";
import { NavigationProgress } from "../components/NavigationProgress";
import { OfflineNotice } from "../components/OfflineNotice";
import { Toasts } from "../components/Toasts";
import { ui } from "../state/ui";
import { dismissTopOverlay, overlays } from "../state/overlays";
import { walletPicker } from "../wallet/picker";
import { Header } from "./Header";
import { UpdatePrompt } from "./UpdatePrompt";
import { useDropAnsweredInvite } from "./useDropAnsweredInvite";

const WalletPanel = lazy(() => import("../features/wallet/WalletPanel"));
const MenuSheet = lazy(() => import("../features/menu/MenuSheet"));
const InviteSheet = lazy(() => import("../features/invite/InviteSheet"));
const NodePurchaseSheet = lazy(() => import("../features/node/NodePurchaseSheet"));
const InviteDialog = lazy(() => import("../features/invite/InviteDialog"));
const WalletChooser = lazy(() => import("../features/wallet/WalletChooser"));
const NoWalletSheet = lazy(() => import("../features/wallet/NoWalletSheet"));

export function Layout() {
  const { sheet, pendingInvite } = useSnapshot(ui);
  const { options } = useSnapshot(walletPicker);
  const { open } = useSnapshot(overlays);
  // The browser's back with a sheet or dialog open closes it and stays on the page, as a phone's back button does
  // in native apps (docs/decisions/0019-back-closes-the-sheet.md).
  useBlocker({
    shouldBlockFn: ({ action }) => action === "BACK" && dismissTopOverlay(),
    enableBeforeUnload: false,
    disabled: open === 0,
  });
  useDropAnsweredInvite();
  return (
    <div className="app">
      <NavigationProgress />
      <Header />
      <OfflineNotice />
      <main className="app-main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        {sheet === "wallet" && <WalletPanel />}
        {sheet === "menu" && <MenuSheet />}
        {sheet === "invite" && <InviteSheet />}
        {sheet === "nodePurchase" && <NodePurchaseSheet />}
        {sheet === "noWallet" && <NoWalletSheet />}
        {options.length > 0 && <WalletChooser />}
        {pendingInvite && <InviteDialog code={pendingInvite} />}
      </Suspense>
      <UpdatePrompt />
      <Toasts />
    </div>
  );
}
