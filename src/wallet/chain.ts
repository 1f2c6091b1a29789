import { APP_NETWORK, CHAIN_ID, CHAIN_ID_HEX } from "../config";
import { rpcErrorCode, UNKNOWN_CHAIN, type Eip1193Provider } from "./eip1193";

export class ChainSwitchError extends Error {
  constructor(
    readonly reason: "addFailed" | "rejected" | "failed",
    readonly cause?: unknown,
  ) {
    super(`chain switch ${reason}`);
  }
}

/**
 * Whether a wallet's chain id is the app's network (CHAIN_ID: BNB Smart Chain, or BSC testnet in a staging build), the
 * only chain it sends to. EIP-1193 says hex ("0x38", any case); some in-app browsers answer a number (56) or a
 * decimal string ("56").
 */
export function isAppChain(chainId: unknown): boolean {
  if (typeof chainId === "number") return chainId === CHAIN_ID;
  if (typeof chainId !== "string") return false;
  const text = chainId.trim().toLowerCase();
  if (/^0x[0-9a-f]+$/.test(text)) return Number.parseInt(text, 16) === CHAIN_ID;
  return /^[0-9]+$/.test(text) && Number(text) === CHAIN_ID;
}

/** Mobile MetaMask answers -32603 "Unrecognized chain ID" where desktop wallets answer 4902. */
function isUnknownChain(error: unknown): boolean {
  const code = rpcErrorCode(error);
  if (code === UNKNOWN_CHAIN) return true;
  if (code !== -32603) return false;
  const message = String((error as { message?: unknown }).message ?? "");
  return /unrecognized|unknown|not added|wallet_addEthereumChain/i.test(message) || message === "";
}

/**
 * Asks the wallet for the app's network, adding it when the wallet does not know it (docs/product.md#network).
 */
export async function ensureAppChain(provider: Eip1193Provider): Promise<void> {
  try {
    if (isAppChain(await provider.request({ method: "eth_chainId" }))) return;
  } catch {
    // Some wallets do not answer eth_chainId before a switch; ask for the switch anyway.
  }
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: CHAIN_ID_HEX }] });
    return;
  } catch (error) {
    if (!isUnknownChain(error)) {
      throw new ChainSwitchError(rpcErrorCode(error) === 4001 ? "rejected" : "failed", error);
    }
  }
  try {
    await provider.request({
      method: "wallet_addEthereumChain",
      params: [{ ...APP_NETWORK, rpcUrls: [...APP_NETWORK.rpcUrls] }],
    });
  } catch (error) {
    throw new ChainSwitchError("addFailed", error);
  }
}
