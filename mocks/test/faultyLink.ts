import { Transaction, toQuantity } from "ethers";
import { afterEach, beforeEach } from "vitest";
import { callMethod } from "../chain/rpc";
import { chainTiming, connectChain } from "../services/nftChain";
import { testChain } from "./harness";

/**
 * The link between the backend and the mock chain, with the faults a real RPC shows: a node that keeps sent
 * transactions in its pool for a while (late receipts), one that loses them, a connection that drops after the node
 * got the transaction, a gas estimate too low (the mint reverts on chain), and a link that is down.
 */
export class FaultyLink {
  mode: "ok" | "pool" | "lose" | "dropAfterSend" | "lowGas" | "noReceipts" | "down" = "ok";
  private pool: string[] = [];

  async request({ method, params = [] }: { method: string; params?: unknown[] }): Promise<unknown> {
    if (this.mode === "down") throw new Error("connect ECONNREFUSED");
    if (method === "eth_sendRawTransaction") {
      const raw = String(params[0]);
      const hash = Transaction.from(raw).hash!;
      if (this.mode === "pool") {
        if (!this.pool.includes(raw)) this.pool.push(raw);
        return hash;
      }
      if (this.mode === "lose") throw new Error("socket hang up");
      if (this.mode === "dropAfterSend") {
        await callMethod(testChain, method, params);
        throw new Error("socket hang up");
      }
    }
    if (method === "eth_getTransactionCount" && params[1] === "pending") {
      const from = String(params[0]).toLowerCase();
      const mined = Number(await callMethod(testChain, method, params));
      return toQuantity(
        mined + this.pool.filter((r) => Transaction.from(r).from!.toLowerCase() === from).length,
      );
    }
    if (method === "eth_getTransactionReceipt" && this.mode === "noReceipts") return null;
    if (method === "eth_estimateGas" && this.mode === "lowGas") {
      return toQuantity(BigInt(String(await callMethod(testChain, method, params))) - 1n);
    }
    return callMethod(testChain, method, params);
  }

  /** The pool's transactions are mined, in order. */
  async mine(): Promise<void> {
    for (const raw of this.pool.splice(0)) await callMethod(testChain, "eth_sendRawTransaction", [raw]);
  }

  /** The node restarts and forgets its pool. */
  forget(): void {
    this.pool = [];
  }
}

/**
 * The backend's chain for each test, the link as new (no fault, empty pool); the backend waits 150 ms for a receipt
 * instead of 5 s, so that a mint whose receipt is late answers pending without slowing the tests.
 */
export function withFaultyLink(): FaultyLink {
  const link = new FaultyLink();
  const wait = chainTiming.receiptWaitMs;
  beforeEach(() => {
    link.mode = "ok";
    link.forget();
    connectChain(link, Date.now);
    chainTiming.receiptWaitMs = 150;
  });
  afterEach(() => {
    chainTiming.receiptWaitMs = wait;
  });
  return link;
}
