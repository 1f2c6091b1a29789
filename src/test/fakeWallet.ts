import { getBytes, type BaseWallet } from "ethers";
import type { ProviderDetail, RequestArguments } from "../wallet/eip1193";

export interface Quirks {
  chainId?: string;
  switchError?: { code: number; message: string };
  addFails?: boolean;
  rejectSign?: boolean;
  rejectAccounts?: boolean;
}

/** An EIP-1193 wallet holding real keys, with the quirks real wallets show. */
export class FakeWallet {
  calls: RequestArguments[] = [];
  private listeners = new Set<(accounts: unknown) => void>();
  constructor(
    public account: BaseWallet,
    private quirks: Quirks = {},
  ) {}
  detail(): ProviderDetail {
    return { info: { uuid: "fake", name: "Fake", icon: "", rdns: "test.fake" }, provider: this };
  }
  on(_event: string, listener: (accounts: unknown) => void) {
    this.listeners.add(listener);
  }
  removeListener(_event: string, listener: (accounts: unknown) => void) {
    this.listeners.delete(listener);
  }
  switchTo(account: BaseWallet) {
    this.account = account;
    this.emit([account.address]);
  }
  emit(accounts: string[]) {
    this.listeners.forEach((l) => l(accounts));
  }
  async request(args: RequestArguments): Promise<unknown> {
    this.calls.push(args);
    const params = (args.params ?? []) as unknown[];
    switch (args.method) {
      case "eth_requestAccounts":
        if (this.quirks.rejectAccounts) throw { code: 4001, message: "User rejected the request." };
        return [this.account.address];
      case "eth_chainId":
        return this.quirks.chainId ?? "0x1";
      case "wallet_switchEthereumChain":
        if (this.quirks.switchError) throw this.quirks.switchError;
        this.quirks.chainId = "0x38";
        return null;
      case "wallet_addEthereumChain":
        if (this.quirks.addFails) throw { code: -32602, message: "Invalid chain parameters" };
        this.quirks.chainId = "0x38";
        return null;
      case "personal_sign":
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (this.quirks.rejectSign) throw { code: 4001, message: "User rejected the request." };
        return this.account.signMessage(getBytes(params[0] as string));
      default:
        throw { code: 4200, message: "unsupported" };
    }
  }
  count(method: string) {
    return this.calls.filter((c) => c.method === method).length;
  }
}
