import i18next from "i18next";
import { requestNonce, signIn } from "../api/auth";
import { ApiError } from "../api/client";
import { utf8ToHex } from "../lib/format";
import { storage } from "../lib/storage";
import { logout, session, setLogin } from "../state/session";
import { toast } from "../state/ui";
import { loadUser } from "./account";
import { ChainSwitchError, ensureBscChain } from "./chain";
import { rpcErrorCode, USER_REJECTED, type ProviderDetail } from "./eip1193";
import { discoverProviders } from "./eip6963";
import { pickWallet } from "./picker";

let active: ProviderDetail | null = null;
let inflight: Promise<boolean> | null = null;
let afterLogin: () => void = () => undefined;

/** The wallet the user signed in with (or re-attached to after a reload); null when none is known. */
export function activeWallet(): ProviderDetail | null {
  return active;
}

/** The app decides where a fresh login lands (SPEC.md §4: /home). */
export function onLoggedIn(handler: () => void): void {
  afterLogin = handler;
}

async function chooseProvider(): Promise<ProviderDetail | null> {
  const found = await discoverProviders();
  if (found.length <= 1) return found[0] ?? null;
  return pickWallet(found);
}

function firstAccount(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;
}

/** SPEC.md §4: an account change while logged in logs out and logs in again as the new account. */
function onAccountsChanged(accounts: unknown): void {
  const next = firstAccount(accounts);
  if (next && next.toLowerCase() === session.address.toLowerCase()) return;
  logout();
  if (next && active) void connectWallet(active);
}

function watch(detail: ProviderDetail): void {
  if (active?.provider === detail.provider) return;
  active?.provider.removeListener?.("accountsChanged", onAccountsChanged);
  active = detail;
  detail.provider.on?.("accountsChanged", onAccountsChanged);
}

function reportFailure(error: unknown): void {
  if (error instanceof ApiError) return; // the API client has shown it already
  if (error instanceof ChainSwitchError) {
    if (error.reason === "addFailed") toast(i18next.t("wallet.networkAddError"));
    else if (error.reason === "rejected") toast(i18next.t("wallet.rejected"));
    else toast(i18next.t("wallet.switchFailed"));
    return;
  }
  toast(i18next.t(rpcErrorCode(error) === USER_REJECTED ? "wallet.rejected" : "wallet.failed"));
}

async function run(preferred?: ProviderDetail): Promise<boolean> {
  const detail = preferred ?? (await chooseProvider());
  if (!detail) {
    if (!preferred) toast(i18next.t("wallet.notInstalled"));
    return false;
  }
  const { provider } = detail;
  try {
    const address = firstAccount(await provider.request({ method: "eth_requestAccounts" }));
    if (!address) return false;
    await ensureBscChain(provider);
    const message = await requestNonce(address);
    const signature = await provider.request({
      method: "personal_sign",
      params: [utf8ToHex(message), address.toLowerCase()],
    });
    // Sign-in goes on only when a signature comes back.
    if (typeof signature !== "string" || signature.length === 0) return false;
    const { token } = await signIn(address, signature);
    setLogin(token, address);
    await loadUser();
    watch(detail);
    afterLogin();
    return true;
  } catch (error) {
    reportFailure(error);
    // Never leave a half-logged-in state: a token without a loaded user is dropped.
    if (session.token && !session.user) logout();
    return false;
  }
}

/** Connects and signs in. A second call while one is under way joins it, so a double click asks once. */
export function connectWallet(preferred?: ProviderDetail): Promise<boolean> {
  inflight ??= run(preferred).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** The user's disconnect: log out and let the wallet forget this site where it can. */
export async function disconnectWallet(): Promise<void> {
  const detail = active;
  logout();
  active?.provider.removeListener?.("accountsChanged", onAccountsChanged);
  active = null;
  try {
    await detail?.provider.request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] });
  } catch {
    // Older wallets do not know the method; logging out is enough.
  }
}

/** After a reload with a stored token: find the wallet holding the stored address and follow its account changes. */
export async function reattachWallet(): Promise<void> {
  const address = storage.get("address")?.toLowerCase();
  if (!address) return;
  for (const detail of await discoverProviders()) {
    try {
      const accounts = await detail.provider.request({ method: "eth_accounts" });
      if (Array.isArray(accounts) && accounts.some((a) => String(a).toLowerCase() === address)) {
        watch(detail);
        return;
      }
    } catch {
      // A wallet that does not answer is not the one.
    }
  }
}
