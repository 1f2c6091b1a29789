import { redirect } from "@tanstack/react-router";
import i18next from "i18next";
import { isInviteCode } from "../lib/inviteCode";
import { storage } from "../lib/storage";
import { isAdmin, isLoggedIn } from "../state/session";
import { toast } from "../state/ui";
import { askPendingInvite, ensureUser } from "../wallet/account";
import { visitorLanding } from "./returnTo";
import type { Access } from "./routeTable";

/**
 * docs/product.md#before-each-navigation: keep an `invite_code` query parameter, otherwise forget a saved one;
 * a saved token with no loaded user marks the wallet connected and loads the user.
 */
export function beforeEachNavigation(search: Record<string, unknown>): void {
  const raw = search.invite_code;
  const code = raw === undefined || raw === null ? "" : String(raw).trim();
  if (code && isInviteCode(code)) {
    storage.set("invite_code", code);
    askPendingInvite();
  } else {
    // A link whose code the API would refuse is not kept, so the binding dialog never offers it.
    if (code) warnInvalidInvite(code);
    storage.remove("invite_code");
  }
  void ensureUser();
}

let warnedCode = "";

/** Says once per link that its invite code cannot be used (every navigation sees the same query). */
function warnInvalidInvite(code: string): void {
  if (code === warnedCode) return;
  warnedCode = code;
  toast(i18next.t("form.inviteCodeInvalid"));
}

/**
 * Visitors get "connect wallet first" and land on home, which remembers the page they wanted (they are brought
 * back to it once signed in) and keeps their invite code; non-admins cannot open the admin area.
 */
export async function guard(
  access: Access,
  location: { pathname: string; search: Record<string, unknown> },
): Promise<void> {
  if (access === "public") return;
  await ensureUser();
  if (!isLoggedIn()) {
    toast(i18next.t("toast.connectFirst"));
    throw redirect({ to: "/home", search: visitorLanding(location.pathname, location.search) });
  }
  if (access === "admin" && !isAdmin()) {
    toast(i18next.t("toast.noPermission"));
    throw redirect({ to: "/home" });
  }
}
