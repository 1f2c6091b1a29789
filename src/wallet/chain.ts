import { BSC_CHAIN_ID, BSC_NETWORK } from "../config";
import { rpcErrorCode, UNKNOWN_CHAIN, type Eip1193Provider } from "./eip1193";

export class ChainSwitchError extends Error {
  constructor(
    readonly reason: "addFailed" | "rejected" | "failed",
    readonly cause?: unknown,
  ) {
    super(`chain switch ${reason}`);
  }
}

const BSC_CHAIN_NUMBER = Number.parseInt(BSC_CHAIN_ID, 16);

/**
 * Whether a wallet's chain id is BNB Smart Chain, the only chain the app sends to. EIP-1193 says hex ("0x38", any
 * case); some in-app browsers answer a number (56) or a decimal string ("56").
 */
export function isBscChain(chainId: unknown): boolean {
  if (typeof chainId === "number") return chainId === BSC_CHAIN_NUMBER;
  if (typeof chainId !== "string") return false;
  const text = chainId.trim().toLowerCase();
  if (/^0x[0-9a-f]+$/.test(text)) return Number.parseInt(text, 16) === BSC_CHAIN_NUMBER;
  return /^[0-9]+$/.test(text) && Number(text) === BSC_CHAIN_NUMBER;
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
 * Asks the wallet for BNB Smart Chain, adding the network when the wallet does not know it (docs/product.md#network).
 */
export async function ensureBscChain(provider: Eip1193Provider): Promise<void> {
  try {
    if (isBscChain(await provider.request({ method: "eth_chainId" }))) return;
  } catch {
    // Some wallets do not answer eth_chainId before a switch; ask for the switch anyway.
  }
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: BSC_CHAIN_ID }] });
    return;
  } catch (error) {
    if (!isUnknownChain(error)) {
      throw new ChainSwitchError(rpcErrorCode(error) === 4001 ? "rejected" : "failed", error);
    }
  }
  try {
    await provider.request({
      method: "wallet_addEthereumChain",
      params: [{ ...BSC_NETWORK, rpcUrls: [...BSC_NETWORK.rpcUrls] }],
    });
  } catch (error) {
    throw new ChainSwitchError("addFailed", error);
  }
}
