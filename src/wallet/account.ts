import { getUserInfo } from "../api/user";
import { storage } from "../lib/storage";
import { isLoggedIn, session, setUser } from "../state/session";
import { ui } from "../state/ui";

let loading: Promise<void> | null = null;

/** SPEC.md §4: a stored invite code and a user with no inviter (pid 0) open the confirmation dialog. */
export function askPendingInvite(): void {
  const code = storage.get("invite_code");
  if (code && session.user && session.user.id > 0 && session.user.pid === 0) ui.pendingInvite = code;
}

export async function loadUser(): Promise<void> {
  setUser(await getUserInfo());
  askPendingInvite();
}

/**
 * SPEC.md §2: a saved login token with no loaded user marks the wallet connected and loads the user.
 * Concurrent callers share one request; a failed load has already been reported by the API client.
 */
export function ensureUser(): Promise<void> {
  if (isLoggedIn() || !storage.get("token")) return Promise.resolve();
  session.connected = true;
  session.token = storage.get("token") ?? "";
  session.address = storage.get("address") ?? "";
  loading ??= loadUser()
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}
