import type { Page } from "@playwright/test";
import { getBytes, HDNodeWallet, JsonRpcProvider, type TransactionRequest } from "ethers";
import { CHAIN_RPC, HARDHAT_MNEMONIC } from "./env";

/** How real wallets misbehave; each profile has an end-to-end test. */
export interface Quirks {
  /** The chain the wallet is on when the page loads. */
  startChain?: string;
  /** The wallet does not know 0x38 until it is added. */
  unknownBsc?: boolean;
  /** Networks the user added to the wallet before (a tester's wallet knows BSC testnet, 0x61). */
  alsoKnows?: string[];
  /** Mobile MetaMask: -32603 instead of 4902 for an unknown chain. */
  internalErrorForUnknownChain?: boolean;
  addFails?: boolean;
  rejectSign?: boolean;
  /** Emits chainChanged right after the page loads. */
  chainChangedOnLoad?: string;
  /** Announces itself through EIP-6963 (default true). */
  eip6963?: boolean;
  /** Sets `window.ethereum`: at once, or this many ms after the page's load event (an in-app browser's late injection). */
  injected?: "no" | "atOnce" | { afterLoadMs: number };
  /** Dispatches MetaMask's `ethereum#initialized` when injected late. */
  initializedEvent?: boolean;
  /** Flags on the provider object (`isTokenPocket`, `isMetaMask`…). */
  flags?: Record<string, boolean>;
  /** Answers eth_chainId and emits chainChanged with a number (56), not EIP-1193's hex. */
  chainIdAsNumber?: boolean;
  /** The wallet has no wallet_addEthereumChain (it only knows its built-in networks). */
  noAddChain?: boolean;
  /** personal_sign accepts [address, message] as well as [message, address] (telling them apart by shape). */
  lenientSignOrder?: boolean;
  /** Locked at first: eth_requestAccounts answers [] and the account follows by accountsChanged after this many ms. */
  lockedForMs?: number;
}

/** How the wallet shows itself in the page (passed to the init script). */
interface Presence {
  name: string;
  eip6963: boolean;
  injected: "no" | "atOnce" | { afterLoadMs: number };
  initializedEvent: boolean;
  flags: Record<string, boolean>;
  chainChangedOnLoad: string;
}

interface RpcError {
  code: number;
  message: string;
}

export function hardhatAccount(index: number, provider?: JsonRpcProvider): HDNodeWallet {
  const wallet = HDNodeWallet.fromPhrase(HARDHAT_MNEMONIC, undefined, `m/44'/60'/0'/0/${index}`);
  return provider ? wallet.connect(provider) : wallet;
}

/**
 * An EIP-1193 wallet injected into the page and announced through EIP-6963. Requests cross into Node, where a
 * Hardhat account's key really signs, and transactions really go to the Hardhat node.
 */
export class TestWallet {
  readonly calls: string[] = [];
  /** The parameters of every personal_sign, as the page sent them. */
  readonly signRequests: unknown[][] = [];
  /** The networks the page asked to add (wallet_addEthereumChain), as it sent them. */
  readonly addedChains: unknown[] = [];
  /** The hashes of the transactions the page had the wallet send, in order. */
  readonly sentHashes: string[] = [];
  private provider: JsonRpcProvider;
  private account: HDNodeWallet;
  private chainId: string;
  private known = new Set(["0x1"]);
  private connected = false;
  private locked: boolean;

  constructor(
    private page: Page,
    accountIndex = 2,
    private quirks: Quirks = {},
    rpcUrl = CHAIN_RPC,
    readonly name = "Test Wallet",
  ) {
    // No response cache: ethers answers a repeated eth_getTransactionCount from the last 250 ms, and two quick
    // transactions (a stake, then an unstake) would reuse a nonce.
    // The node's chain id is asked once: 56 in the chain suite, BSC testnet's 97 in the production one. The wallet
    // knows Ethereum and BNB Smart Chain as shipped; any other network the app must add.
    this.provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
    this.account = hardhatAccount(accountIndex, this.provider);
    this.chainId = quirks.startChain ?? "0x38";
    this.known.add(this.chainId);
    if (!quirks.unknownBsc) this.known.add("0x38");
    for (const chain of quirks.alsoKnows ?? []) this.known.add(chain);
    this.locked = (quirks.lockedForMs ?? 0) > 0;
  }

  get address(): string {
    return this.account.address;
  }

  /** A call straight to the wallet's node (Hardhat's evm_* and hardhat_* controls included). */
  node(method: string, params: unknown[] = []): Promise<unknown> {
    return this.provider.send(method, params);
  }

  /**
   * What a user does to a pending transaction in the wallet: "speed up" sends the same call with the same nonce and
   * a higher fee; "cancel" spends the nonce on an empty transfer to oneself. Answers the replacement's hash.
   */
  async replace(hash: string, how: "speedUp" | "cancel"): Promise<string> {
    const tx = await this.provider.getTransaction(hash);
    if (!tx) throw new Error(`the node does not know ${hash}`);
    const fees = await this.provider.getFeeData();
    const higher = (a: bigint | null, b: bigint | null) => ((a ?? 0n) > (b ?? 0n) ? a! : b!) * 2n;
    const replacement = await this.account.sendTransaction({
      nonce: tx.nonce,
      type: 2,
      maxFeePerGas: higher(tx.maxFeePerGas, fees.maxFeePerGas),
      maxPriorityFeePerGas: higher(tx.maxPriorityFeePerGas, fees.maxPriorityFeePerGas),
      ...(how === "speedUp"
        ? { to: tx.to, data: tx.data, value: tx.value, gasLimit: tx.gasLimit }
        : { to: this.account.address, data: "0x", value: 0n, gasLimit: 21_000n }),
    });
    return replacement.hash;
  }

  async install(): Promise<void> {
    await this.page.exposeBinding("__testWalletRequest", async (_source, method: string, params: string) => {
      this.calls.push(method);
      try {
        return JSON.stringify({ result: await this.handle(method, JSON.parse(params) as unknown[]) });
      } catch (error) {
        const e = error as RpcError;
        return JSON.stringify({ error: { code: e.code ?? -32603, message: e.message ?? String(error) } });
      }
    });
    const presence: Presence = {
      name: this.name,
      eip6963: this.quirks.eip6963 ?? true,
      injected: this.quirks.injected ?? "no",
      initializedEvent: this.quirks.initializedEvent ?? false,
      flags: this.quirks.flags ?? {},
      chainChangedOnLoad: this.quirks.chainChangedOnLoad ?? "",
    };
    await this.page.addInitScript((p: Presence) => {
      const listeners: Record<string, Set<(arg: unknown) => void>> = {};
      const w = window as unknown as {
        __testWalletRequest(method: string, params: string): Promise<string>;
        __testWalletEmit(event: string, arg: unknown): void;
        ethereum?: unknown;
      };
      const provider = {
        ...p.flags,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const out = JSON.parse(await w.__testWalletRequest(method, JSON.stringify(params ?? []))) as {
            result?: unknown;
            error?: { code: number; message: string };
          };
          if (out.error) throw Object.assign(new Error(out.error.message), { code: out.error.code });
          return out.result;
        },
        on(event: string, fn: (arg: unknown) => void) {
          (listeners[event] ??= new Set()).add(fn);
        },
        removeListener(event: string, fn: (arg: unknown) => void) {
          listeners[event]?.delete(fn);
        },
      };
      w.__testWalletEmit = (event, arg) => listeners[event]?.forEach((fn) => fn(arg));
      if (p.eip6963) {
        const detail = Object.freeze({
          info: {
            uuid: `6b1c3a2e-${p.name}`,
            name: p.name,
            icon: "data:image/svg+xml,<svg/>",
            rdns: "test.wallet",
          },
          provider,
        });
        const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
        window.addEventListener("eip6963:requestProvider", announce);
        announce();
      }
      const inject = () => {
        w.ethereum = provider;
        if (p.initializedEvent) window.dispatchEvent(new Event("ethereum#initialized"));
      };
      if (p.injected === "atOnce") inject();
      else if (p.injected !== "no") {
        const later = p.injected.afterLoadMs;
        window.addEventListener("load", () => setTimeout(inject, later), { once: true });
      }
      if (p.chainChangedOnLoad) setTimeout(() => w.__testWalletEmit("chainChanged", p.chainChangedOnLoad), 0);
    }, presence);
  }

  private emit(event: string, arg: unknown): Promise<void> {
    return this.page.evaluate(
      ([e, a]) =>
        (window as unknown as { __testWalletEmit(e: string, a: unknown): void }).__testWalletEmit(e, a),
      [event, arg] as const,
    );
  }

  /** The user picks another account in the wallet. */
  async switchAccount(index: number): Promise<string> {
    this.account = hardhatAccount(index, this.provider);
    await this.emit("accountsChanged", [this.account.address]);
    return this.account.address;
  }

  private chainIdAnswer(): string | number {
    return this.quirks.chainIdAsNumber ? Number.parseInt(this.chainId, 16) : this.chainId;
  }

  private fail(code: number, message: string): never {
    throw { code, message } satisfies RpcError;
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case "eth_requestAccounts":
        if (this.locked) {
          // The wallet asks the user to unlock and answers no account meanwhile; the account follows by event.
          setTimeout(() => {
            this.locked = false;
            this.connected = true;
            void this.emit("accountsChanged", [this.account.address]);
          }, this.quirks.lockedForMs);
          return [];
        }
        this.connected = true;
        return [this.account.address];
      case "eth_accounts":
        return this.connected ? [this.account.address] : [];
      case "eth_chainId":
        return this.chainIdAnswer();
      case "wallet_revokePermissions":
        this.connected = false;
        return null;
      case "wallet_switchEthereumChain": {
        const target = String((params[0] as { chainId?: string })?.chainId).toLowerCase();
        if (!this.known.has(target)) {
          if (this.quirks.internalErrorForUnknownChain) {
            this.fail(
              -32603,
              `Unrecognized chain ID "${target}". Try adding the chain using wallet_addEthereumChain first.`,
            );
          }
          this.fail(4902, `Unrecognized chain ID "${target}".`);
        }
        this.chainId = target;
        void this.emit("chainChanged", this.chainIdAnswer());
        return null;
      }
      case "wallet_addEthereumChain": {
        if (this.quirks.noAddChain) this.fail(-32601, "The method wallet_addEthereumChain does not exist");
        if (this.quirks.addFails) this.fail(-32602, "May not specify default MetaMask chain.");
        const chain = params[0] as { chainId: string };
        this.addedChains.push(chain);
        this.known.add(chain.chainId.toLowerCase());
        this.chainId = chain.chainId.toLowerCase();
        void this.emit("chainChanged", this.chainIdAnswer());
        return null;
      }
      case "personal_sign": {
        this.signRequests.push(params);
        if (this.quirks.rejectSign) this.fail(4001, "MetaMask Tx Signature: User denied message signature.");
        let [data, address] = params as [string, string];
        const isAddress = (v: string) => /^0x[0-9a-fA-F]{40}$/.test(v);
        if (this.quirks.lenientSignOrder && isAddress(data) && !isAddress(address))
          [data, address] = [address, data];
        if (address.toLowerCase() !== this.account.address.toLowerCase())
          this.fail(4100, "Unauthorized account");
        return this.account.signMessage(getBytes(data));
      }
      case "eth_sendTransaction": {
        const sent = await this.account.sendTransaction(params[0] as TransactionRequest);
        this.sentHashes.push(sent.hash);
        return sent.hash;
      }
      default:
        return this.provider.send(method, params);
    }
  }
}
