import i18next from "i18next";
import { sayFailure } from "../api/sayFailure";
import { getUserInfo } from "../api/user";
import { storage } from "../lib/storage";
import { isLoggedIn, session, setUser } from "../state/session";
import { toast, ui } from "../state/ui";

let loading: Promise<void> | null = null;

/**
 * docs/product.md#invite-binding: a stored invite code and a user with no inviter (pid 0) open the confirmation
 * dialog. A user who already has one is told so (the product's bound-again text) and the code is done with: it leaves
 * the address bar.
 */
export function askPendingInvite(): void {
  const code = storage.get("invite_code");
  const user = session.user;
  if (!code || !user || user.id <= 0) return;
  if (user.pid === 0) {
    ui.pendingInvite = code;
    return;
  }
  // A binding being answered right now reloads the user with an inviter: that is not a refusal.
  if (ui.pendingInvite) return;
  storage.remove("invite_code");
  toast(i18next.t("toast.alreadyBound"));
  ui.inviteHandled = true;
}

export async function loadUser(): Promise<void> {
  setUser(await getUserInfo());
  askPendingInvite();
}

/**
 * Loads the user again after a change of theirs (a binding, a node bought): true once loaded. A failure is said here
 * (the user is not server data in the query cache, whose callbacks say the rest) and the user stays as it was.
 */
export function reloadUser(): Promise<boolean> {
  return loadUser().then(
    () => true,
    (error: unknown) => {
      sayFailure(error);
      return false;
    },
  );
}

/**
 * docs/product.md#before-each-navigation: a saved login token with no loaded user marks the wallet connected and
 * loads the user. Concurrent callers share one request; a failed load is said, and the guards go on without a user.
 */
export function ensureUser(): Promise<void> {
  if (isLoggedIn() || !storage.get("token")) return Promise.resolve();
  session.connected = true;
  session.token = storage.get("token") ?? "";
  session.address = storage.get("address") ?? "";
  loading ??= reloadUser()
    .then(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}
