import i18next from "i18next";
import { CHAIN_ID } from "../config";
import { requestNonce, revokeSession, signIn } from "../api/auth";
import { ApiError } from "../api/client";
import { sayFailure } from "../api/sayFailure";
import { utf8ToHex } from "../lib/format";
import { storage } from "../lib/storage";
import { logout, session, setLogin } from "../state/session";
import { connect } from "../state/connect";
import { openSheet, toast } from "../state/ui";
import { loadUser } from "./account";
import { ChainSwitchError, ensureAppChain, isAppChain } from "./chain";
import { rpcErrorCode, USER_REJECTED, type ProviderDetail } from "./eip1193";
import { discoverProviders } from "./eip6963";
import { pickWallet } from "./picker";
import { checkSiweMessage, type SiweRefusal } from "./siweMessage";

/** The server asked to sign a message this site must not sign; nothing was signed. */
class SignInRefused extends Error {
  constructor(readonly reason: SiweRefusal) {
    super(`sign-in message refused: ${reason}`);
  }
}

let active: ProviderDetail | null = null;
let inflight: Promise<boolean> | null = null;
let afterLogin: () => void = () => undefined;

/** The wallet the user signed in with (or re-attached to after a reload); null when none is known. */
export function activeWallet(): ProviderDetail | null {
  return active;
}

/** The app decides where a fresh login lands (docs/product.md#sign-in-and-sessions: /home). */
export function onLoggedIn(handler: () => void): void {
  afterLogin = handler;
}

/**
 * How long a tap on "Connect wallet" waits for a wallet that is not there yet: mobile in-app browsers inject theirs
 * a moment after the page has loaded, some without announcing it (docs/decisions/0024-wallet-entry-points.md).
 */
export const WALLET_PATIENCE_MS = 3000;
/** How long sign-in waits for a locked wallet to be unlocked (it answers no account until then). */
export const UNLOCK_PATIENCE_MS = 60_000;

/**
 * The only wallet found, or the one the user picks; null when none is installed (said, and the ways to open the
 * app in a wallet offered) or the picker is closed.
 */
async function chooseProvider(): Promise<ProviderDetail | null> {
  const found = await discoverProviders({
    patienceMs: WALLET_PATIENCE_MS,
    onWaiting: () => (connect.phase = "looking"),
  });
  connect.phase = "connecting";
  if (found.length === 0) {
    toast(i18next.t("wallet.notInstalled"));
    openSheet("noWallet");
    return null;
  }
  if (found.length === 1) return found[0]!;
  // Closing the picker is a choice, not an error: nothing is said.
  return pickWallet(found);
}

function firstAccount(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;
}

/** The wallet's account: a locked wallet answers none and emits `accountsChanged` once the user has unlocked it. */
async function requestAccount(provider: ProviderDetail["provider"]): Promise<string | undefined> {
  const now = firstAccount(await provider.request({ method: "eth_requestAccounts" }));
  if (now || !provider.on) return now;
  connect.phase = "unlock";
  const unlocked = await new Promise<string | undefined>((resolve) => {
    const done = (account: string | undefined) => {
      clearTimeout(timer);
      provider.removeListener?.("accountsChanged", listener);
      resolve(account);
    };
    const listener = (accounts: unknown) => {
      const account = firstAccount(accounts);
      if (account) done(account);
    };
    const timer = setTimeout(() => done(undefined), UNLOCK_PATIENCE_MS);
    provider.on!("accountsChanged", listener);
  });
  connect.phase = "connecting";
  if (!unlocked) toast(i18next.t("wallet.locked"));
  return unlocked;
}

/**
 * docs/product.md#log-out: an account change while logged in logs out and logs in again as the new account. The old
 * session ends on the server too, as a disconnect's does (docs/decisions/0013-sessions.md): a token left valid would
 * still act for the old account. Best effort and not awaited; the call takes the token before the logout drops it.
 */
function onAccountsChanged(accounts: unknown): void {
  const next = firstAccount(accounts);
  if (next && next.toLowerCase() === session.address.toLowerCase()) return;
  if (storage.get("token")) void revokeSession();
  logout();
  if (next && active) void connectWallet(active);
}

/** A wallet leaving BNB Smart Chain while logged in: say so now; transactions re-check and refuse (transaction.ts). */
function onChainChanged(chainId: unknown): void {
  if (session.token && !isAppChain(chainId)) toast(i18next.t("wallet.leftChain"));
}

function watch(detail: ProviderDetail): void {
  if (active?.provider === detail.provider) return;
  unwatch();
  active = detail;
  detail.provider.on?.("accountsChanged", onAccountsChanged);
  detail.provider.on?.("chainChanged", onChainChanged);
}

function unwatch(): void {
  active?.provider.removeListener?.("accountsChanged", onAccountsChanged);
  active?.provider.removeListener?.("chainChanged", onChainChanged);
}

/** The message must be for this page's host, this account, BNB Smart Chain, and valid now (siweMessage.ts). */
function assertSignable(message: string, address: string): void {
  const host = typeof location === "undefined" ? "" : location.host;
  const refusal = checkSiweMessage(message, { host, address, chainId: CHAIN_ID, now: Date.now() });
  if (refusal) throw new SignInRefused(refusal);
}

function reportFailure(error: unknown): void {
  // Sign-in is no query or mutation: the API's failure is said here, as the query cache says the others'.
  if (error instanceof ApiError) return sayFailure(error);
  if (error instanceof SignInRefused) {
    toast(i18next.t(`wallet.siwe.${error.reason}`));
    return;
  }
  if (error instanceof ChainSwitchError) {
    if (error.reason === "addFailed") toast(i18next.t("wallet.networkAddError"));
    else if (error.reason === "rejected") toast(i18next.t("wallet.rejected"));
    else toast(i18next.t("wallet.switchFailed"));
    return;
  }
  // Closing the wallet's account request or declining the sign-in message is the user's choice, as closing the
  // picker is: nothing failed, so nothing is said (docs/decisions/0044-ways-in.md).
  if (rpcErrorCode(error) === USER_REJECTED) return;
  toast(i18next.t("wallet.failed"));
}

async function run(preferred?: ProviderDetail): Promise<boolean> {
  const detail = preferred ?? (await chooseProvider());
  if (!detail) return false;
  const { provider } = detail;
  try {
    const address = await requestAccount(provider);
    if (!address) return false;
    await ensureAppChain(provider);
    const message = await requestNonce(address);
    assertSignable(message, address);
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
  if (inflight) return inflight;
  connect.phase = "connecting";
  inflight = run(preferred).finally(() => {
    inflight = null;
    connect.phase = "idle";
  });
  return inflight;
}

/** The user's disconnect: log out and let the wallet forget this site where it can. */
export async function disconnectWallet(): Promise<void> {
  const detail = active;
  logout();
  unwatch();
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
  // A wallet that injects itself late after a reload is still the one the user signed in with.
  for (const detail of await discoverProviders({ patienceMs: WALLET_PATIENCE_MS })) {
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
