import i18next from "i18next";
import { isLoggedIn, session } from "./session";
import { openSheet, toast } from "./ui";

/**
 * docs/product.md#super-node: "/superNode" (reached from home's "buy node"): login first, then a bound inviter.
 * Without one the invite sheet opens (and the purchase sheet follows a successful bind); otherwise the node-purchase
 * sheet.
 */
export function openSuperNode(): void {
  if (!isLoggedIn()) {
    toast(i18next.t("toast.connectFirst"));
    return;
  }
  if ((session.user?.pid ?? 0) === 0) openSheet("invite", "nodePurchase");
  else openSheet("nodePurchase");
}
