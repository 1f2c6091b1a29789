/**
 * Following a sent transaction to its end on a real chain (decision 0040): mined; reverted; sped up in the wallet
 * (the same call again with the same nonce and a higher fee: followed to the new hash); cancelled in the wallet (the
 * nonce spent on an empty transfer to oneself); replaced by another call; or dropped from the mempool with its nonce
 * unspent. What ethers 6's `TransactionResponse.wait` does for replacements, with "dropped" added, no ethers at
 * all, and resumable after a reload from what `SentTx` holds.
 */

/** What is needed to follow a transaction, and to pick the watch up again after a reload. */
export interface SentTx {
  hash: string;
  from: string;
  to: string;
  data: string;
  /** Learnt from the node once it knows the transaction; needed to tell a replacement from a drop. */
  nonce: number | null;
  /** The chain's height just before sending: a replacement is looked for from there. */
  startBlock: number;
}

export type WatchEnd = "mined" | "reverted" | "cancelled" | "replaced" | "dropped";

export interface WatchResult {
  end: WatchEnd;
  /** The hash that was mined: the sped-up replacement's when the wallet replaced it. */
  hash: string;
}

export type Read = (method: string, params: unknown[]) => Promise<unknown>;

interface RpcTx {
  hash: string;
  from: string;
  to: string | null;
  input: string;
  nonce: string;
  value?: string;
}

export interface WatchOptions {
  /** Called when the transaction being followed changes (sped up: the replacement's hash). */
  onChange?: (sent: SentTx) => void;
  signal?: AbortSignal;
  /** Polls: a first wait, growing to a longest (ms). */
  firstDelayMs?: number;
  longestDelayMs?: number;
  /** Unknown to the node with its nonce unspent for this many checks in a row: dropped. */
  dropAfterChecks?: number;
  /**
   * Asked too before a transaction counts as missing: the wallet, whose own node had it first (the app's nodes may
   * not share a mempool with it).
   */
  alsoAsk?: Read;
}

/** Checks in a row a transaction must be missing, its nonce unspent, before it counts as dropped. */
export const DROP_AFTER_CHECKS = 5;
/** Blocks read per check when looking for a replacement (a phone, not an indexer). */
const SCAN_PER_CHECK = 50;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").toLowerCase() === (b ?? "").toLowerCase();
const num = (hex: unknown) => Number(BigInt(hex as string));

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Watches `start` until it ends; node hiccups are asked again, never an end. Stops only when `signal` aborts. */
export async function watchTransaction(
  start: SentTx,
  read: Read,
  options: WatchOptions = {},
): Promise<WatchResult> {
  let sent = { ...start };
  let delay = options.firstDelayMs ?? 1000;
  // BNB Smart Chain makes a block in under 3 s (0.75 s since 2025): asking every 2 s at most sees each outcome soon.
  const longest = options.longestDelayMs ?? 2000;
  const dropAfter = options.dropAfterChecks ?? DROP_AFTER_CHECKS;
  let missing = 0;
  let nextScan = sent.startBlock;

  const receiptEnd = async (hash: string): Promise<WatchResult | null> => {
    const receipt = (await read("eth_getTransactionReceipt", [hash])) as { status?: string } | null;
    if (!receipt) return null;
    const ok = receipt.status === undefined || BigInt(receipt.status) === 1n;
    return { end: ok ? "mined" : "reverted", hash };
  };

  /** The mined transaction from our address with our nonce, scanning on from where the last check stopped. */
  const findReplacement = async (nonce: number): Promise<RpcTx | null> => {
    const latest = num(await read("eth_blockNumber", []));
    const until = Math.min(latest, nextScan + SCAN_PER_CHECK - 1);
    for (let n = nextScan; n <= until; n++) {
      const block = (await read("eth_getBlockByNumber", [`0x${n.toString(16)}`, true])) as {
        transactions: RpcTx[];
      } | null;
      if (!block) return null;
      const hit = block.transactions.find((tx) => same(tx.from, sent.from) && num(tx.nonce) === nonce);
      if (hit) return hit;
      nextScan = n + 1;
    }
    return null;
  };

  for (;;) {
    try {
      const mined = await receiptEnd(sent.hash);
      if (mined) return mined;
      const tx = ((await read("eth_getTransactionByHash", [sent.hash])) ??
        (await options.alsoAsk?.("eth_getTransactionByHash", [sent.hash]).catch(() => null))) as RpcTx | null;
      if (tx) {
        missing = 0;
        if (sent.nonce === null) {
          sent = { ...sent, nonce: num(tx.nonce) };
          options.onChange?.(sent);
        }
      } else if (sent.nonce !== null) {
        const spent = num(await read("eth_getTransactionCount", [sent.from, "latest"]));
        if (spent > sent.nonce) {
          // Our nonce is used: by our transaction (mined since the receipt was asked) or by its replacement.
          const late = await receiptEnd(sent.hash);
          if (late) return late;
          const replacement = await findReplacement(sent.nonce);
          if (replacement) {
            if (same(replacement.to, sent.to) && same(replacement.input, sent.data)) {
              // Sped up: the same call, a higher fee. Its receipt says how it ended.
              sent = { ...sent, hash: replacement.hash };
              options.onChange?.(sent);
              const end = await receiptEnd(sent.hash);
              if (end) return end;
            } else {
              const toSelf = same(replacement.to, sent.from) && /^0x0*$/.test(replacement.input || "0x");
              return { end: toSelf ? "cancelled" : "replaced", hash: replacement.hash };
            }
          }
        } else {
          // Unknown to the node and nothing with its nonce pending either: a drop, once it stays so.
          const pending = num(await read("eth_getTransactionCount", [sent.from, "pending"]));
          missing = pending > sent.nonce ? 0 : missing + 1;
          if (missing >= dropAfter) return { end: "dropped", hash: sent.hash };
        }
      } else if (++missing >= dropAfter * 2) {
        // Never seen by the node at all, for twice as long: it did not reach the network.
        return { end: "dropped", hash: sent.hash };
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // A node hiccup (all nodes down for a moment) is not an end: ask again.
    }
    await sleep(delay, options.signal);
    delay = Math.min(delay * 2, longest);
  }
}
