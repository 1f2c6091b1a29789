import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderDetail, RequestArguments } from "./eip1193";

const HASH = `0x${"ab".repeat(32)}`;
const NFT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
let detail: ProviderDetail | null = null;

vi.mock("./signIn", () => ({
  activeWallet: () => detail,
  reattachWallet: async () => undefined,
}));
// The app's nodes are down here: every read falls back to the wallet's, which the fake below answers.
vi.mock("./rpcPool", async (actual) => {
  const { RpcUnavailableError } = await actual<typeof import("./rpcPool")>();
  return {
    RpcUnavailableError,
    rpcPool: () => ({
      request: () => Promise.reject(new RpcUnavailableError("down")),
    }),
  };
});

const { sendTransaction, TxError } = await import("./transaction");
const { session } = await import("../state/session");
/** The signed-in account (unit tests share modules: another file may have left its own). */
const ME = "0x00000000000000000000000000000000000000Aa";

interface Quirks {
  /** The chain the wallet is on. */
  chainId?: string;
  /** The wallet accepts the switch but stays where it is. */
  ignoresSwitch?: boolean;
  /** The user refuses the switch. */
  refusesSwitch?: boolean;
  /** What eth_getCode answers. */
  code?: string;
  /** Emits chainChanged to this chain while the contract is being looked up. */
  switchesDuringCheck?: string;
}

/** An EIP-1193 wallet that answers the send with `send` and the receipt polls with `receipts` in turn. */
function wallet(send: () => unknown, receipts: unknown[], quirks: Quirks = {}) {
  const calls: RequestArguments[] = [];
  const listeners = new Set<(chainId: unknown) => void>();
  let chainId = quirks.chainId ?? "0x38";
  const provider = {
    on: (_event: string, listener: (chainId: unknown) => void) => listeners.add(listener),
    removeListener: (_event: string, listener: (chainId: unknown) => void) => listeners.delete(listener),
    async request(args: RequestArguments) {
      calls.push(args);
      switch (args.method) {
        case "eth_chainId":
          return chainId;
        case "wallet_switchEthereumChain":
          if (quirks.refusesSwitch) throw { code: 4001, message: "User rejected the request." };
          if (!quirks.ignoresSwitch) chainId = "0x38";
          return null;
        case "eth_getCode":
          if (quirks.switchesDuringCheck) {
            chainId = quirks.switchesDuringCheck;
            listeners.forEach((l) => l(chainId));
          }
          return quirks.code ?? "0x6080604052";
        case "eth_sendTransaction":
          return send();
        case "eth_getTransactionReceipt":
          return receipts.shift() ?? null;
        case "eth_blockNumber":
          return "0x10";
        case "eth_getTransactionByHash":
          return { hash: HASH, nonce: "0x7", from: "0x", to: NFT, input: "0x" };
        default:
          throw new Error(`unexpected ${args.method}`);
      }
    },
  };
  detail = { info: { uuid: "t", name: "T", icon: "", rdns: "test.t" }, provider };
  return { calls, listeners };
}

const sent = (calls: RequestArguments[]) => calls.some((c) => c.method === "eth_sendTransaction");

describe("sendTransaction", () => {
  beforeEach(() => {
    detail = null;
    session.address = ME;
  });

  it("checks chain and contract, sends with the chain id and resolves once the receipt shows success", async () => {
    const { calls, listeners } = wallet(() => HASH, [null, { status: "0x1" }]);
    const kept: unknown[] = [];
    await expect(
      sendTransaction({ to: NFT, data: "0x1234" }, { onSent: (sent) => kept.push(sent) }),
    ).resolves.toBe(HASH);
    // What a page keeps to follow it after a reload: the nonce from the wallet, the height before sending.
    expect(kept).toEqual([{ hash: HASH, from: ME, to: NFT, data: "0x1234", nonce: 7, startBlock: 16 }]);
    expect(calls.map((c) => c.method).slice(0, 5)).toEqual([
      "eth_chainId",
      "eth_chainId",
      "eth_getCode",
      "eth_blockNumber",
      "eth_sendTransaction",
    ]);
    expect(calls.find((c) => c.method === "eth_getCode")!.params).toEqual([NFT, "latest"]);
    const send = calls.find((c) => c.method === "eth_sendTransaction")!;
    expect((send.params as object[])[0]).toMatchObject({ to: NFT, data: "0x1234", chainId: "0x38" });
    expect(calls.filter((c) => c.method === "eth_getTransactionReceipt")).toHaveLength(2);
    expect(listeners.size).toBe(0); // the chain listener is gone once the transaction is out
  });

  it("switches a wallet on another chain to 0x38 first", async () => {
    const { calls } = wallet(() => HASH, [{ status: "0x1" }], { chainId: "0x1" });
    await expect(sendTransaction({ to: NFT, data: "0x" })).resolves.toBe(HASH);
    expect(calls.find((c) => c.method === "wallet_switchEthereumChain")?.params).toEqual([
      { chainId: "0x38" },
    ]);
  });

  it("refuses to send when the wallet stays on another chain after agreeing to switch", async () => {
    const { calls } = wallet(() => HASH, [], { chainId: "0x1", ignoresSwitch: true });
    await expect(sendTransaction({ to: NFT, data: "0x" })).rejects.toMatchObject({ reason: "wrongChain" });
    expect(sent(calls)).toBe(false);
  });

  it("reports the user's refusal to switch as declined, and sends nothing", async () => {
    const { calls } = wallet(() => HASH, [], { chainId: "0x1", refusesSwitch: true });
    await expect(sendTransaction({ to: NFT, data: "0x" })).rejects.toMatchObject({ reason: "rejected" });
    expect(sent(calls)).toBe(false);
  });

  it("refuses to send when no contract lives at the address on this chain", async () => {
    const { calls } = wallet(() => HASH, [], { code: "0x" });
    await expect(sendTransaction({ to: NFT, data: "0x" })).rejects.toMatchObject({ reason: "noContract" });
    expect(sent(calls)).toBe(false);
  });

  it("refuses to send when the wallet changes chain while the send is being prepared", async () => {
    const { calls } = wallet(() => HASH, [], { switchesDuringCheck: "0x1" });
    await expect(sendTransaction({ to: NFT, data: "0x" })).rejects.toMatchObject({ reason: "wrongChain" });
    expect(sent(calls)).toBe(false);
  });

  it("turns the user's refusal (4001) into 'rejected' and never polls", async () => {
    const { calls } = wallet(() => {
      throw { code: 4001, message: "User rejected the request." };
    }, []);
    const error = await sendTransaction({ to: NFT, data: "0x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TxError);
    expect((error as InstanceType<typeof TxError>).reason).toBe("rejected");
    expect(calls.some((c) => c.method === "eth_getTransactionReceipt")).toBe(false);
  });

  it("reports a reverted transaction", async () => {
    wallet(() => HASH, [{ status: "0x0" }]);
    await expect(sendTransaction({ to: NFT, data: "0x" })).rejects.toMatchObject({ reason: "reverted" });
  });

  it("says so when no wallet is known", async () => {
    await expect(sendTransaction({ to: NFT, data: "0x" })).rejects.toMatchObject({ reason: "noWallet" });
  });
});
