import { describe, expect, it } from "vitest";
import { watchTransaction, type SentTx } from "./txWatch";

const ME = "0x1111111111111111111111111111111111111111";
const NFT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const STAKE = "0xa694fc3a0000";
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

interface Tx {
  hash: string;
  from: string;
  to: string;
  input: string;
  nonce: number;
  status?: "0x1" | "0x0";
}

/** A chain of blocks and a mempool, read through JSON-RPC the way a node answers. */
function fakeChain() {
  const pending = new Map<string, Tx>();
  const blocks: Tx[][] = [[]];
  let hiccups = 0;
  const mined = () => blocks.flat();
  const chain = {
    send(tx: Omit<Tx, "from"> & { from?: string }) {
      pending.set(tx.hash, { from: ME, ...tx });
    },
    /** Mines these pending transactions into a new block; any other pending one with a used nonce leaves. */
    mine(...hashes: string[]) {
      const block = hashes.map((h) => pending.get(h)!);
      blocks.push(block);
      for (const tx of block) {
        pending.delete(tx.hash);
        for (const [h, other] of pending)
          if (other.from === tx.from && other.nonce === tx.nonce) pending.delete(h);
      }
    },
    drop(h: string) {
      pending.delete(h);
    },
    hiccup(times: number) {
      hiccups = times;
    },
    async read(method: string, params: unknown[]): Promise<unknown> {
      if (hiccups > 0) {
        hiccups--;
        throw new Error("503");
      }
      const rpc = (tx: Tx) => ({ ...tx, nonce: `0x${tx.nonce.toString(16)}` });
      switch (method) {
        case "eth_getTransactionReceipt": {
          const tx = mined().find((t) => t.hash === params[0]);
          return tx ? { status: tx.status ?? "0x1" } : null;
        }
        case "eth_getTransactionByHash": {
          const tx = pending.get(params[0] as string) ?? mined().find((t) => t.hash === params[0]);
          return tx ? rpc(tx) : null;
        }
        case "eth_getTransactionCount": {
          const nonces = [...mined(), ...(params[1] === "pending" ? pending.values() : [])]
            .filter((t) => t.from === params[0])
            .map((t) => t.nonce);
          return `0x${(nonces.length ? Math.max(...nonces) + 1 : 0).toString(16)}`;
        }
        case "eth_blockNumber":
          return `0x${(blocks.length - 1).toString(16)}`;
        case "eth_getBlockByNumber": {
          const block = blocks[Number(params[0])];
          return block ? { transactions: block.map(rpc) } : null;
        }
        default:
          throw new Error(`unexpected ${method}`);
      }
    },
  };
  return chain;
}

const fast = { firstDelayMs: 1, longestDelayMs: 2 };

/** A stake with nonce 0, sent at height 0 and pending. */
function stakeSent(chain: ReturnType<typeof fakeChain>, known = true): SentTx {
  chain.send({ hash: hash(1), to: NFT, input: STAKE, nonce: 0 });
  return { hash: hash(1), from: ME, to: NFT, data: STAKE, nonce: known ? 0 : null, startBlock: 0 };
}

describe("following a transaction on a real chain", () => {
  it("ends when it is mined", async () => {
    const chain = fakeChain();
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), fast);
    setTimeout(() => chain.mine(hash(1)), 10);
    await expect(watch).resolves.toEqual({ end: "mined", hash: hash(1) });
  });

  it("says a mined call that failed reverted", async () => {
    const chain = fakeChain();
    chain.send({ hash: hash(1), to: NFT, input: STAKE, nonce: 0, status: "0x0" });
    chain.mine(hash(1));
    const sent = { hash: hash(1), from: ME, to: NFT, data: STAKE, nonce: 0, startBlock: 0 };
    await expect(watchTransaction(sent, (m, p) => chain.read(m, p), fast)).resolves.toEqual({
      end: "reverted",
      hash: hash(1),
    });
  });

  it("follows a stake sped up in the wallet to its replacement, and ends with the replacement's success", async () => {
    const chain = fakeChain();
    const changes: SentTx[] = [];
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), {
      ...fast,
      onChange: (s) => changes.push(s),
    });
    await new Promise((r) => setTimeout(r, 10));
    chain.send({ hash: hash(2), to: NFT, input: STAKE, nonce: 0 });
    chain.mine(hash(2));
    await expect(watch).resolves.toEqual({ end: "mined", hash: hash(2) });
    expect(changes.map((c) => c.hash)).toEqual([hash(2)]);
  });

  it("learns the nonce from the node when the wallet did not say it", async () => {
    const chain = fakeChain();
    const changes: SentTx[] = [];
    const watch = watchTransaction(stakeSent(chain, false), (m, p) => chain.read(m, p), {
      ...fast,
      onChange: (s) => changes.push(s),
    });
    await new Promise((r) => setTimeout(r, 10));
    chain.send({ hash: hash(2), to: NFT, input: STAKE, nonce: 0 });
    chain.mine(hash(2));
    await expect(watch).resolves.toEqual({ end: "mined", hash: hash(2) });
    expect(changes.map((c) => [c.hash, c.nonce])).toEqual([
      [hash(1), 0],
      [hash(2), 0],
    ]);
  });

  it("says a stake cancelled in the wallet (an empty transfer to oneself, same nonce) was cancelled", async () => {
    const chain = fakeChain();
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), fast);
    await new Promise((r) => setTimeout(r, 10));
    chain.send({ hash: hash(3), to: ME, input: "0x", nonce: 0 });
    chain.mine(hash(3));
    await expect(watch).resolves.toEqual({ end: "cancelled", hash: hash(3) });
  });

  it("says a stake whose nonce another call used was replaced", async () => {
    const chain = fakeChain();
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), fast);
    await new Promise((r) => setTimeout(r, 10));
    chain.send({ hash: hash(4), to: NFT, input: "0xdeadbeef", nonce: 0 });
    chain.mine(hash(4));
    await expect(watch).resolves.toEqual({ end: "replaced", hash: hash(4) });
  });

  it("says a stake the mempool dropped, its nonce unspent, was dropped", async () => {
    const chain = fakeChain();
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), fast);
    await new Promise((r) => setTimeout(r, 10));
    chain.drop(hash(1));
    await expect(watch).resolves.toEqual({ end: "dropped", hash: hash(1) });
  });

  it("does not call a stake dropped while its speed-up waits in the mempool", async () => {
    const chain = fakeChain();
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), fast);
    await new Promise((r) => setTimeout(r, 10));
    chain.drop(hash(1));
    chain.send({ hash: hash(2), to: NFT, input: STAKE, nonce: 0 });
    let ended = false;
    void watch.then(() => (ended = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(ended).toBe(false);
    chain.mine(hash(2));
    await expect(watch).resolves.toEqual({ end: "mined", hash: hash(2) });
  });

  it("does not call a stake the app's node does not know dropped while the wallet still has it", async () => {
    const chain = fakeChain();
    const wallet = fakeChain();
    const sent = stakeSent(chain);
    wallet.send({ hash: hash(1), to: NFT, input: STAKE, nonce: 0 });
    chain.drop(hash(1));
    let ended = false;
    const watch = watchTransaction(sent, (m, p) => chain.read(m, p), {
      ...fast,
      alsoAsk: (m, p) => wallet.read(m, p),
    });
    void watch.then(() => (ended = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(ended).toBe(false);
    chain.send({ hash: hash(1), to: NFT, input: STAKE, nonce: 0 });
    chain.mine(hash(1));
    await expect(watch).resolves.toEqual({ end: "mined", hash: hash(1) });
  });

  it("asks again through a node's hiccups instead of ending", async () => {
    const chain = fakeChain();
    chain.hiccup(6);
    const watch = watchTransaction(stakeSent(chain), (m, p) => chain.read(m, p), fast);
    setTimeout(() => chain.mine(hash(1)), 10);
    await expect(watch).resolves.toEqual({ end: "mined", hash: hash(1) });
  });
});
