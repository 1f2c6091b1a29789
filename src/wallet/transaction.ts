import { APP_MODE, CHAIN_ID_HEX } from "../config";
import { session } from "../state/session";
import { ChainSwitchError, ensureAppChain, isAppChain } from "./chain";
import { rpcErrorCode, USER_REJECTED, type Eip1193Provider, type ProviderDetail } from "./eip1193";
import { RpcUnavailableError, rpcPool } from "./rpcPool";
import { activeWallet, reattachWallet } from "./signIn";
import { watchTransaction, type Read, type SentTx, type WatchEnd } from "./txWatch";

/** Why a transaction did not go through; pages turn the reason into a translated message. */
export type TxFailure =
  | "noWallet"
  | "demoOnly"
  | "wrongChain"
  | "noContract"
  | "rejected"
  | "reverted"
  | "cancelled"
  | "replaced"
  | "dropped"
  | "failed";

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

/** A read through the app's nodes, or the wallet's when none of them answers. */
function reader(provider: Eip1193Provider | null): Read {
  return async (method, params) => {
    try {
      return await rpcPool().request(method, params);
    } catch (error) {
      if (!(error instanceof RpcUnavailableError) || !provider) throw error;
      return provider.request({ method, params });
    }
  };
}

const WATCH_FAILURES: Partial<Record<WatchEnd, TxFailure>> = {
  reverted: "reverted",
  cancelled: "cancelled",
  replaced: "replaced",
  dropped: "dropped",
};

/**
 * Follows `sent` to its end: resolves with the hash that was mined (a sped-up transaction's replacement), rejects
 * with a TxError saying how it ended otherwise. Also what a page calls after a reload to pick a watch up again.
 */
export async function followTransaction(
  sent: SentTx,
  options: {
    onChange?: (sent: SentTx) => void;
    signal?: AbortSignal;
    provider?: Eip1193Provider | null;
  } = {},
): Promise<string> {
  const provider = options.provider ?? activeWallet()?.provider ?? null;
  const wallet: Read | undefined = provider
    ? (method, params) => provider.request({ method, params })
    : undefined;
  const result = await watchTransaction(sent, reader(provider), {
    onChange: options.onChange,
    signal: options.signal,
    alsoAsk: wallet,
  });
  const failure = WATCH_FAILURES[result.end];
  if (failure) throw new TxError(failure);
  return result.hash;
}

/**
 * Asks the signed-in wallet to send a contract call from the user's address and follows it to its end on chain
 * (sped up, cancelled, replaced or dropped in the wallet included; never a bare timeout). Resolves with the mined
 * hash; rejects with a TxError (the user declined, the call reverted, …). `onSent` gets what a page keeps to resume
 * the watch after a reload. The transaction names its chain, so a wallet that changed network meanwhile refuses it.
 */
export async function sendTransaction(
  tx: { to: string; data: string },
  options: { onSent?: (sent: SentTx) => void; onChange?: (sent: SentTx) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const { provider } = await signedInWallet();
  const chain = followChain(provider);
  const read = reader(provider);
  let sent: SentTx;
  try {
    await checkBeforeSending(provider, tx.to);
    chain.assertStayed();
    const startBlock = Number(BigInt((await read("eth_blockNumber", [])) as string));
    const hash = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from: session.address, to: tx.to, data: tx.data, chainId: CHAIN_ID_HEX }],
    });
    if (typeof hash !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new TxError("failed");
    sent = { hash, from: session.address, to: tx.to, data: tx.data, nonce: null, startBlock };
  } catch (error) {
    throw classify(error);
  } finally {
    chain.stop();
  }
  // The wallet knows its own transaction at once; the nonce tells a replacement from a drop later.
  const known = (await provider
    .request({ method: "eth_getTransactionByHash", params: [sent.hash] })
    .catch(() => null)) as { nonce?: string } | null;
  if (known?.nonce !== undefined) sent = { ...sent, nonce: Number(BigInt(known.nonce)) };
  options.onSent?.(sent);
  return followTransaction(sent, { onChange: options.onChange, signal: options.signal, provider });
}
