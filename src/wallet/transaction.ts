import { APP_MODE, CHAIN_ID_HEX } from "../config";
import { session } from "../state/session";
import { ChainSwitchError, ensureAppChain, isAppChain } from "./chain";
import { rpcErrorCode, USER_REJECTED, type Eip1193Provider, type ProviderDetail } from "./eip1193";
import { activeWallet, reattachWallet } from "./signIn";

/** Why a transaction did not go through; pages turn the reason into a translated message. */
export type TxFailure =
  "noWallet" | "demoOnly" | "wrongChain" | "noContract" | "rejected" | "reverted" | "timeout" | "failed";

export class TxError extends Error {
  constructor(
    readonly reason: TxFailure,
    readonly cause?: unknown,
  ) {
    super(`transaction ${reason}`);
  }
}

/** The demo wallet's EIP-6963 id (src/wallet/demo/install.tsx). */
const DEMO_WALLET_RDNS = "app.holder.demowallet";

/** The signed-in wallet: the one sign-in used, or after a reload the one holding the stored address. */
async function signedInWallet(): Promise<ProviderDetail> {
  if (!activeWallet()) await reattachWallet();
  const detail = activeWallet();
  if (!detail) throw new TxError("noWallet");
  // Demo mode has only the mock chain: an extension would send to BNB Smart Chain mainnet instead.
  if (APP_MODE === "demo" && detail.info.rdns !== DEMO_WALLET_RDNS) throw new TxError("demoOnly");
  return detail;
}

function classify(error: unknown): TxError {
  if (error instanceof TxError) return error;
  if (error instanceof ChainSwitchError) {
    return new TxError(error.reason === "rejected" ? "rejected" : "wrongChain", error);
  }
  return new TxError(rpcErrorCode(error) === USER_REJECTED ? "rejected" : "failed", error);
}

/** Follows the wallet's `chainChanged` while a send is being prepared: a switch away stops the send. */
function followChain(provider: Eip1193Provider) {
  let left = false;
  const listener = (chainId: unknown) => {
    left = !isAppChain(chainId);
  };
  provider.on?.("chainChanged", listener);
  return {
    assertStayed() {
      if (left) throw new TxError("wrongChain");
    },
    stop: () => provider.removeListener?.("chainChanged", listener),
  };
}

/**
 * What must hold before anything is sent: the wallet is on BNB Smart Chain (asked to switch when it is not, then
 * asked again, since some wallets accept a switch and stay put) and a contract lives at `to` on that chain.
 */
async function checkBeforeSending(provider: Eip1193Provider, to: string): Promise<void> {
  await ensureAppChain(provider);
  if (!isAppChain(await provider.request({ method: "eth_chainId" }))) throw new TxError("wrongChain");
  const code = await provider.request({ method: "eth_getCode", params: [to, "latest"] });
  if (typeof code !== "string" || !/^0x[0-9a-fA-F]*$/.test(code)) throw new TxError("failed");
  if (/^0x0*$/.test(code)) throw new TxError("noContract");
}

/**
 * Asks the signed-in wallet to send a contract call from the user's address and waits until it is mined.
 * Resolves with the transaction hash; rejects with a TxError (the user declined, the call reverted, …).
 * The transaction names its chain, so a wallet that changed network in the meantime refuses it.
 */
export async function sendTransaction(
  tx: { to: string; data: string },
  options: { onSent?: (hash: string) => void; timeoutMs?: number } = {},
): Promise<string> {
  const { provider } = await signedInWallet();
  const chain = followChain(provider);
  let hash: string;
  try {
    await checkBeforeSending(provider, tx.to);
    chain.assertStayed();
    const sent = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from: session.address, to: tx.to, data: tx.data, chainId: CHAIN_ID_HEX }],
    });
    if (typeof sent !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(sent)) throw new TxError("failed");
    hash = sent;
  } catch (error) {
    throw classify(error);
  } finally {
    chain.stop();
  }
  options.onSent?.(hash);
  await waitForReceipt(provider, hash, options.timeoutMs ?? 120_000);
  return hash;
}

interface Receipt {
  status?: string;
}

/** Polls `eth_getTransactionReceipt` through the wallet until the transaction is mined. */
async function waitForReceipt(provider: Eip1193Provider, hash: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 250;
  while (Date.now() < deadline) {
    let receipt: Receipt | null = null;
    try {
      receipt = (await provider.request({
        method: "eth_getTransactionReceipt",
        params: [hash],
      })) as Receipt | null;
    } catch {
      // A node that hiccups is asked again.
    }
    if (receipt) {
      if (receipt.status !== undefined && BigInt(receipt.status) !== 1n) throw new TxError("reverted");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 2000);
  }
  throw new TxError("timeout");
}
