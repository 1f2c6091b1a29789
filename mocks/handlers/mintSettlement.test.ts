import { Transaction, toQuantity } from "ethers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CursorPage, MintInfo, MintRecord, OwnedNft } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { callMethod } from "../chain/rpc";
import { clock } from "../clock";
import { db } from "../db";
import { applyChanges } from "../services/ledger";
import { SIGNING_WINDOW_MS } from "../services/mintSettlement";
import { chainTiming, connectChain, holderNft, mintTo } from "../services/nftChain";
import { call, testChain, withMockBackend } from "../test/harness";
import { signUp } from "../test/users";

withMockBackend();

/**
 * The link between the backend and the mock chain, with the faults a real RPC shows: a node that keeps sent
 * transactions in its pool for a while (late receipts), one that loses them, a connection that drops after the node
 * got the transaction, a gas estimate too low (the mint reverts on chain), and a link that is down.
 */
class FaultyLink {
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

let link: FaultyLink;
const wait = chainTiming.receiptWaitMs;
beforeEach(() => {
  link = new FaultyLink();
  connectChain(link, Date.now);
  chainTiming.receiptWaitMs = 150;
});
afterEach(() => {
  chainTiming.receiptWaitMs = wait;
});

const usdt = async (userId: number) => (await db.balances.get([userId, 1]))?.amount ?? "0";
const mint = (token: string, requestId?: string) =>
  call<MintRecord>("POST", "/api/n_f_t/mint", { token, body: { params: { request_id: requestId } } });
const records = async (token: string) =>
  (await call<CursorPage<MintRecord>>("GET", "/api/n_f_t/record", { token })).data.list;
const own = async (token: string) => (await call<OwnedNft[]>("GET", "/api/n_f_t/own", { token })).data;
const info = async (token: string) => (await call<MintInfo>("GET", "/api/n_f_t/mint/info", { token })).data;
const supply = async () => Number(await holderNft().getFunction("totalSupply")());
const mintBills = async (userId: number) =>
  (
    await db.bills
      .where("[userId+type+id]")
      .between([userId, "mint", 0], [userId, "mint", Infinity])
      .toArray()
  ).map((b) => [b.amount, b.ref.replace(/\d+$/, "#")]);

describe("a mint whose receipt is late", () => {
  it("answers pending with its hash, charged once, then is settled as minted on the next read", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const res = await mint(me.token, "late-request-1");
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: "pending", token_id: 0, price: "20" });
    expect(res.data.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await usdt(me.info.id)).toBe("80");
    expect(await records(me.token)).toEqual([res.data]);
    expect(await info(me.token)).toMatchObject({ mint_number: 0, total_minted: 0 });

    await link.mine();
    link.mode = "ok";
    const [settled] = await records(me.token);
    expect(settled).toMatchObject({ id: res.data.id, status: "minted", tx_hash: res.data.tx_hash });
    expect(settled!.token_id).toBeGreaterThan(0);
    expect(await own(me.token)).toEqual([{ tokenId: settled!.token_id, uri: settled!.uri }]);
    expect(await info(me.token)).toMatchObject({ mint_number: 1, total_minted: 1 });
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
    expect(await mint(me.token, "late-request-1")).toMatchObject({ code: 200, data: settled });
  });

  it("is settled by a retry of the same request id", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const first = await mint(me.token, "late-request-2");
    expect(first.data.status).toBe("pending");
    expect((await mint(me.token, "late-request-2")).data).toEqual(first.data);
    await link.mine();
    const again = await mint(me.token, "late-request-2");
    expect(again.data).toMatchObject({ id: first.data.id, status: "minted" });
    expect([await supply(), await usdt(me.info.id)]).toEqual([1, "80"]);
  });

  it("is sent again when the node lost it, and then minted once", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "lose";
    const res = await mint(me.token);
    expect(res.data.status).toBe("pending");
    expect(await supply()).toBe(0);
    link.mode = "ok";
    const [settled] = await records(me.token);
    expect(settled).toMatchObject({ status: "minted", tx_hash: res.data.tx_hash });
    await records(me.token);
    expect([await supply(), await usdt(me.info.id)]).toEqual([1, "80"]);
  });

  it("is refunded only once another transaction took its nonce, never as well as minted", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const lost = await mint(me.token);
    link.forget(); // the node restarted: the first mint can never be mined now…
    link.mode = "ok";
    const next = await mint(me.token); // …as the next one takes its nonce
    expect(next.data.status).toBe("minted");
    expect(Transaction.from((await db.mints.get(lost.data.id))!.rawTx!).nonce).toBe(
      Transaction.from((await db.mints.get(next.data.id))!.rawTx!).nonce,
    );
    await Promise.all([records(me.token), records(me.token), own(me.token)]);
    expect((await records(me.token)).map((m) => [m.id, m.status])).toEqual([
      [next.data.id, "minted"],
      [lost.data.id, "refunded"],
    ]);
    expect(await mintBills(me.info.id)).toEqual([
      ["-20", "mint:#"],
      ["-20", "mint:#"],
      ["20", "mint-refund:#"],
    ]);
    expect([await supply(), await usdt(me.info.id), (await own(me.token)).length]).toEqual([1, "80", 1]);
  });

  it("stays pending, and nothing is refunded, while the chain cannot be read", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const res = await mint(me.token);
    link.mode = "down";
    const list = await call<CursorPage<MintRecord>>("GET", "/api/n_f_t/record", { token: me.token });
    expect(list.data.list.map((m) => m.status)).toEqual(["pending"]);
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
    link.mode = "ok";
    await link.mine();
    expect((await records(me.token))[0]).toMatchObject({ id: res.data.id, status: "minted" });
  });
});

describe("a mint whose transaction", () => {
  it("reverted on chain is refunded, kept as refunded, and answered as such", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "lowGas";
    const res = await mint(me.token, "revert-request");
    expect([res.code, res.data]).toEqual([10305, null]);
    expect(res.message).toBe("The mint failed on chain; the price was refunded");
    expect(await usdt(me.info.id)).toBe("100");
    expect(await mintBills(me.info.id)).toEqual([
      ["-20", "mint:#"],
      ["20", "mint-refund:#"],
    ]);
    const [row] = await records(me.token);
    expect(row).toMatchObject({ status: "refunded", token_id: 0 });
    expect(row!.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await testChain.getTransactionReceipt(row!.tx_hash))?.status).toBe("0x0");
    link.mode = "ok";
    expect((await mint(me.token, "revert-request")).code).toBe(10305);
    expect([await supply(), await usdt(me.info.id), (await mintBills(me.info.id)).length]).toEqual([
      0,
      "100",
      2,
    ]);
  });

  it("reached the node though the connection dropped is minted, not refunded", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "dropAfterSend";
    const res = await mint(me.token);
    expect(res.data).toMatchObject({ status: "minted" });
    expect([await supply(), await usdt(me.info.id)]).toEqual([1, "80"]);
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
  });

  it("was mined while the node has no receipt for it yet is settled from its Transfer event", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "noReceipts";
    const res = await mint(me.token);
    expect(res.data).toMatchObject({ status: "minted" });
    expect(res.data.token_id).toBeGreaterThan(0);
    expect(await mintBills(me.info.id)).toEqual([["-20", "mint:#"]]);
  });

  it("could not even be signed (chain down) is refunded at once and leaves no record", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "down";
    const res = await mint(me.token, "down-request-2");
    expect(res.code).toBe(10305);
    expect(await usdt(me.info.id)).toBe("100");
    expect([await db.mints.count(), await db.requests.count()]).toEqual([0, 0]);
  });
});

describe("a mint of the user's own picture", () => {
  const png = () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`;
  };
  const upload = (token: string) =>
    call<MintRecord>("POST", "/api/n_f_t/mintByUpload", {
      token,
      body: { params: { image: png(), request_id: "upload-late-1" } },
    });

  it("keeps the picture while pending, so the pending mint already shows it", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "pool";
    const res = await upload(me.token);
    expect(res.data.status).toBe("pending");
    const served = await fetch(`http://app.test/${res.data.uri}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/png"]);
    await link.mine();
    expect((await records(me.token))[0]).toMatchObject({ status: "minted", uri: res.data.uri });
  });

  it("drops a picture it added when the mint could not even be signed", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    link.mode = "down";
    expect((await upload(me.token)).code).toBe(10305);
    expect([await db.uploads.count(), await db.mints.count(), await usdt(me.info.id)]).toEqual([0, 0, "100"]);
  });
});

describe("mints left behind by an interrupted request", () => {
  async function leftBehind(userId: number, extra: object) {
    const id = await db.mints.add({
      userId,
      tokenId: 0,
      uri: "ipfs/QmLeft/art.png",
      price: "20",
      txHash: "",
      status: "pending",
      kind: "mint",
      created_at: clock.now(),
      ...extra,
    });
    await applyChanges([{ userId, coinId: 1, amount: -units("20"), type: "mint", ref: `mint:${id}` }]);
    return id;
  }

  it("never signed (no hash stored) are refunded once the signing window is over", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    await leftBehind(me.info.id, {});
    expect((await records(me.token))[0]!.status).toBe("pending");
    clock.advance(SIGNING_WINDOW_MS);
    expect((await records(me.token))[0]!.status).toBe("refunded");
    await records(me.token);
    expect(await usdt(me.info.id)).toBe("100");
  });

  it("of schema v6 (sent, hash never stored) are settled by their Transfer event, never refunded", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    await leftBehind(me.info.id, { legacy: true });
    clock.advance(SIGNING_WINDOW_MS);
    expect((await records(me.token))[0]!.status).toBe("pending");
    const { tokenId, txHash } = await mintTo(me.wallet.address, "ipfs/QmLeft/art.png");
    expect((await records(me.token))[0]).toMatchObject({
      status: "minted",
      token_id: tokenId,
      tx_hash: txHash,
    });
    expect(await usdt(me.info.id)).toBe("80");
  });
});
