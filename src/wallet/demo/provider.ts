import { getBytes, Interface, isHexString, JsonRpcProvider, Wallet } from "ethers";
import { deployedContracts } from "../../contracts/deployedContracts";
import { HOLDER_NFT } from "../../contracts/holderNft";
import { CHAIN_ID, CHAIN_ID_HEX, CHAIN_RPC_URL } from "../../config";
import { backendReady } from "../../pwa/backend";
import type { Eip1193Provider, RequestArguments } from "../eip1193";
import { connectedPersona, setConnectedPersona } from "./keys";
import type { PersonaId, PersonaKey } from "./personaKeys";
import { askAccount, askSignature, askTransaction } from "./popup";

// The wallet names any HolderNFT call, so it reads the full compiled ABI (demo mode only).
const holderNftInterface = new Interface(deployedContracts[56].HolderNFT.abi);

/** What the user is asked to approve: the contract function by name where the wallet knows the contract. */
function describeCall(to: string, data: string): string {
  if (to.toLowerCase() !== HOLDER_NFT.address.toLowerCase() || !data || data === "0x") return "";
  try {
    const parsed = holderNftInterface.parseTransaction({ data });
    return parsed ? `${parsed.name}(${parsed.args.map(String).join(", ")})` : "";
  } catch {
    return "";
  }
}

interface TxParams {
  from?: string;
  to?: string;
  data?: string;
  value?: string;
  gas?: string;
  chainId?: string;
}

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Listener = (...args: unknown[]) => void;

interface DemoPersona {
  id: PersonaId;
  wallet: Wallet;
}

/** Chain reads the wallet passes through to the mock chain, as an extension passes them to its RPC node. */
const READ_METHODS = new Set([
  "eth_blockNumber",
  "eth_getBalance",
  "eth_call",
  "eth_getCode",
  "eth_estimateGas",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_getTransactionByHash",
  "eth_getBlockByNumber",
  "eth_getLogs",
  "net_version",
]);

async function forward(method: string, params: unknown[]): Promise<unknown> {
  await backendReady(); // the mock chain answers from the service worker once it controls the page
  const response = await fetch(CHAIN_RPC_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
  return body.result;
}

/**
 * The built-in demo wallet: an EIP-1193 provider holding the personas' keys. Like an extension, it asks the
 * user (through its pop-up) before it reveals an account or signs anything.
 */
export class DemoWalletProvider implements Eip1193Provider {
  private listeners = new Map<string, Set<Listener>>();
  private personas: DemoPersona[];

  constructor(keys: readonly PersonaKey[]) {
    this.personas = keys.map((key) => ({ id: key.id, wallet: new Wallet(key.privateKey) }));
  }

  private current(): DemoPersona | undefined {
    const id = connectedPersona();
    return this.personas.find((p) => p.id === id);
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }

  /** Switches the connected persona, as choosing another account in an extension does. */
  switchPersona(id: PersonaId): void {
    const persona = this.personas.find((p) => p.id === id);
    if (!persona) return;
    setConnectedPersona(persona.id);
    this.emit("accountsChanged", [persona.wallet.address]);
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    const args = Array.isArray(params) ? params : [];
    switch (method) {
      case "eth_chainId":
        return CHAIN_ID_HEX;
      case "net_version":
        return "56";
      case "eth_accounts": {
        const persona = this.current();
        return persona ? [persona.wallet.address] : [];
      }
      case "eth_requestAccounts":
      case "wallet_requestPermissions": {
        const existing = this.current();
        if (existing) return [existing.wallet.address];
        const id = await askAccount();
        const persona = this.personas.find((p) => p.id === id);
        if (!persona) throw new ProviderRpcError(4001, "User rejected the request.");
        setConnectedPersona(persona.id);
        return [persona.wallet.address];
      }
      case "wallet_revokePermissions":
        setConnectedPersona(null);
        this.emit("accountsChanged", []);
        return null;
      case "wallet_switchEthereumChain": {
        const chainId = String((args[0] as { chainId?: unknown } | undefined)?.chainId ?? "").toLowerCase();
        if (chainId === CHAIN_ID_HEX) return null;
        throw new ProviderRpcError(4902, `Unrecognized chain ID "${chainId}".`);
      }
      case "wallet_addEthereumChain":
        return null;
      case "personal_sign": {
        const [data, account] = args as [unknown, unknown];
        const persona = this.current();
        if (!persona || String(account).toLowerCase() !== persona.wallet.address.toLowerCase()) {
          throw new ProviderRpcError(4100, "The requested account has not been authorized by the user.");
        }
        const bytes = typeof data === "string" && isHexString(data) ? getBytes(data) : String(data);
        const text = typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes);
        if (!(await askSignature(text, persona.wallet.address))) {
          throw new ProviderRpcError(4001, "User rejected the request.");
        }
        return persona.wallet.signMessage(bytes);
      }
      case "eth_sendTransaction": {
        const tx = (args[0] ?? {}) as TxParams;
        const persona = this.current();
        if (!persona || (tx.from && tx.from.toLowerCase() !== persona.wallet.address.toLowerCase())) {
          throw new ProviderRpcError(4100, "The requested account has not been authorized by the user.");
        }
        if (!tx.to) throw new ProviderRpcError(-32602, "The demo wallet does not deploy contracts.");
        // Like an extension, refuse a transaction meant for another chain than the one the wallet is on.
        if (tx.chainId !== undefined && String(tx.chainId).toLowerCase() !== CHAIN_ID_HEX) {
          throw new ProviderRpcError(
            -32602,
            `Invalid chainId ${String(tx.chainId)}: the wallet is on ${CHAIN_ID_HEX}.`,
          );
        }
        if (!(await askTransaction(tx.to, describeCall(tx.to, tx.data ?? ""), persona.wallet.address))) {
          throw new ProviderRpcError(4001, "User rejected the request.");
        }
        await backendReady();
        const chain = new JsonRpcProvider(CHAIN_RPC_URL, CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
        try {
          const sent = await persona.wallet.connect(chain).sendTransaction({
            to: tx.to,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gasLimit: tx.gas ? BigInt(tx.gas) : undefined,
            chainId: 56n,
          });
          return sent.hash;
        } finally {
          chain.destroy();
        }
      }
      default:
        if (READ_METHODS.has(method)) return forward(method, args);
        throw new ProviderRpcError(4200, `The demo wallet does not support ${method}.`);
    }
  }
}
